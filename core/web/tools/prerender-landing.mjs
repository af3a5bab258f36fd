// Writes dist/landing/{pt-BR,en}.html: the landing page rendered at build time, with its styles
// inline and no application bundle, so a visitor's first response already is the page. The server
// sends it for `/` to visitors without a session (core/server/src/kernel/web/serve-web.ts).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const webRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(webRoot, 'dist');
const { renderLanding } = await import(join(webRoot, 'dist-prerender/renderLanding.js'));

const template = readFileSync(join(dist, 'index.html'), 'utf8');
// The app's stylesheets (styles.css, landing.css), inlined: nothing blocks the first paint.
const stylesheets = [...template.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g)].map((match) => readFileSync(join(dist, match[1]), 'utf8'));

const escape = (value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The page's only script: the spec's language rule (stored choice, else browser language) applied
 * before the first paint (`?lang=` picks the page), the language switch, and a plan choice stored
 * as `selectedPlan` when a plan link is followed, as the app's links do.
 */
const languageScript = (language) =>
  `(function(){var p=${JSON.stringify(language)};try{var s=localStorage.getItem('otimiza-language');var w=s==='pt'||s==='en'?s:((navigator.language||'').toLowerCase().indexOf('en')===0?'en':'pt');` +
  `if(w!==p&&new URLSearchParams(location.search).get('lang')!==p)location.replace('/?lang='+w);}catch(e){}` +
  `document.addEventListener('click',function(e){var a=e.target.closest&&e.target.closest('a[href*="/register?plan="]');` +
  `if(a){try{localStorage.setItem('selectedPlan',new URL(a.href).searchParams.get('plan'))}catch(x){}}` +
  `var t=e.target.closest&&e.target.closest('[data-language]');if(!t)return;var l=t.getAttribute('data-language');` +
  `try{localStorage.setItem('otimiza-language',l)}catch(x){}if(l!==p){e.preventDefault();location.replace('/?lang='+l)}});})();`;

mkdirSync(join(dist, 'landing'), { recursive: true });
for (const [language, locale] of [
  ['pt', 'pt-BR'],
  ['en', 'en'],
]) {
  const page = await renderLanding(language);
  const html = `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<title>${escape(page.title)}</title>
<meta name="description" content="${escape(page.description)}">
<meta name="theme-color" content="#2563EB">
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<script>${languageScript(language)}</script>
<style>${stylesheets.join('\n')}</style>
${page.styles}
</head>
<body><div id="root">${page.body}</div></body>
</html>
`;
  writeFileSync(join(dist, 'landing', `${locale}.html`), html);
  console.log(`landing page prerendered: dist/landing/${locale}.html (${Math.round(html.length / 1024)} KiB)`);
}

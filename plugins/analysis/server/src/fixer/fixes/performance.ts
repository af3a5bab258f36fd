import type { HtmlFix } from '../html-fix.js';
import { trackChanges } from '../snippet.js';

const isClassicScript = (type: string | undefined) => !type || /^(text|application)\/(java|ecma)script$/i.test(type) || type.toLowerCase() === 'text/babel';

export const deferScriptsFix: HtmlFix = {
  id: 'defer-scripts',
  category: 'performance',
  priority: 'high',
  audits: ['render-blocking-insight', 'render-blocking-resources'],
  metrics: ['first-contentful-paint', 'largest-contentful-paint', 'speed-index'],
  title: { pt: 'Adiar scripts que bloqueiam a renderização', en: 'Defer render-blocking scripts' },
  description: {
    pt: 'Scripts no <head> sem defer seguram a exibição da página. Recebem defer — que mantém a ordem de execução — só quando nenhum script embutido depois deles depende deles.',
    en: 'Scripts in <head> without defer hold the page back. They get defer — which keeps their execution order — only when no inline script after them depends on them.',
  },
  apply({ $ }) {
    const scripts = $('script').toArray();
    const lastInline = scripts.findLastIndex(
      (script) => !$(script).attr('src') && isClassicScript($(script).attr('type')) && $(script).text().trim().length > 0,
    );
    // Deferred scripts run after parsing: an inline script after them could no longer use them.
    const candidates = scripts.slice(lastInline + 1).filter((script) => $(script).closest('head').length > 0);
    return trackChanges($, candidates, (element) => {
      const script = $(element);
      if (!script.attr('src') || !isClassicScript(script.attr('type')) || script.attr('async') !== undefined || script.attr('defer') !== undefined)
        return false;
      if (/document\.write/i.test(script.attr('src')!)) return false;
      script.attr('defer', '');
      return true;
    });
  },
};

const MAX_PRECONNECTS = 2;

export const preconnectFix: HtmlFix = {
  id: 'preconnect',
  category: 'performance',
  priority: 'low',
  audits: ['uses-rel-preconnect', 'network-dependency-tree-insight'],
  metrics: ['largest-contentful-paint'],
  title: { pt: 'Pré-conectar às origens de terceiros', en: 'Preconnect to third-party origins' },
  description: {
    pt: 'rel="preconnect" abre antes a conexão com os servidores de fontes, scripts e estilos de terceiros usados no início da página (no máximo dois).',
    en: 'rel="preconnect" opens the connection early to the third-party servers of fonts, scripts and styles used at the start of the page (two at most).',
  },
  apply({ $, pageUrl, baseUrl }) {
    const counts = new Map<string, { count: number; fonts: boolean }>();
    for (const element of $('head link[rel~="stylesheet" i][href], head script[src], link[rel~="preload" i][href]').toArray()) {
      try {
        const url = new URL($(element).attr('href') ?? $(element).attr('src')!, baseUrl);
        if (!/^https?:$/.test(url.protocol) || url.origin === pageUrl.origin) continue;
        const entry = counts.get(url.origin) ?? { count: 0, fonts: false };
        entry.count += 1;
        entry.fonts ||= /fonts\.googleapis\.com/.test(url.host);
        counts.set(url.origin, entry);
      } catch {
        // an unparsable reference is left as it is
      }
    }
    if (counts.has('https://fonts.googleapis.com')) counts.set('https://fonts.gstatic.com', { count: 99, fonts: true });
    const existing = new Set(
      $('link[rel~="preconnect" i]')
        .toArray()
        .map((link) => $(link).attr('href')?.replace(/\/$/, '')),
    );
    if (existing.size >= MAX_PRECONNECTS) return null;
    const origins = [...counts.entries()]
      .filter(([origin]) => !existing.has(origin))
      .sort((a, b) => b[1].count - a[1].count)
      .slice(0, MAX_PRECONNECTS - existing.size);
    if (origins.length === 0) return null;
    const added = origins.map(([origin]) => {
      const link = $('<link rel="preconnect">').attr('href', origin);
      if (origin === 'https://fonts.gstatic.com') link.attr('crossorigin', '');
      const charset = $('head meta[charset]').first();
      if (charset.length) charset.after(link);
      else $('head').prepend(link);
      return $.html(link);
    });
    return { count: added.length, before: '', after: added.join('\n') };
  },
};

export const faviconFix: HtmlFix = {
  id: 'favicon',
  category: 'best-practices',
  priority: 'low',
  audits: ['errors-in-console'],
  title: { pt: 'Declarar o ícone do site (favicon)', en: 'Declare the site icon (favicon)' },
  description: {
    pt: 'Sem <link rel="icon">, o navegador procura /favicon.ico e, se ele não existe, registra um erro. Usa o ícone do site, ou um ícone com a inicial da empresa.',
    en: 'Without <link rel="icon"> the browser asks for /favicon.ico and logs an error when it is missing. Uses the site’s icon, or one with the company initial.',
  },
  apply({ $, resources, companyName, pageUrl }) {
    if ($('link[rel~="icon" i]').length > 0) return null;
    const initial = (companyName || pageUrl.hostname.replace(/^www\./, '')).trim().charAt(0).toUpperCase() || 'O';
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#2563EB"/><text x="32" y="44" font-family="Arial,sans-serif" font-size="36" font-weight="700" fill="#fff" text-anchor="middle">${initial.replace(/[<&"]/g, '')}</text></svg>`;
    const href = resources.siteFavicon ?? `data:image/svg+xml,${encodeURIComponent(svg)}`;
    const link = $('<link rel="icon">').attr('href', href);
    $('head').append(link);
    return { count: 1, before: '', after: $.html(link) };
  },
};

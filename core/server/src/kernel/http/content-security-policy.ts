/**
 * The policy of the app's pages (the SPA, the prerendered landing, the API document):
 * - scripts only from our origin, plus the exact inline scripts a built page carries, by hash;
 * - styles from our origin and inline: antd 6 injects its styles as `<style>` elements at run
 *   time and the landing carries its styles inline;
 * - images from our origin, `data:` (Lighthouse screenshots, icons) and `blob:` (a logo chosen
 *   before upload); requests (fetch, event streams) to our origin only;
 * - frames from our origin only: the optimised-page previews under /api, which answer their own
 *   `Content-Security-Policy: sandbox`;
 * - no plugins, no `<base>` elsewhere, forms post here, and no other site may frame the pages.
 */
export function pageContentSecurityPolicy(inlineScriptHashes: readonly string[] = []): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...inlineScriptHashes.map((hash) => `'${hash}'`)],
    ['script-src-attr', "'none'"],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:'],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'"],
    ['frame-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/**
 * API answers are data, never documents to run: nothing loads from them, and nobody frames them.
 * The previews replace this with `sandbox` and stay frameable by our own pages through
 * `X-Frame-Options: SAMEORIGIN`.
 */
export const apiContentSecurityPolicy = "default-src 'none'; frame-ancestors 'none'";

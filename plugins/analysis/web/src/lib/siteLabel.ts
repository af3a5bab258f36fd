/**
 * An analysed page as a short label: host (with its port, when the address named one) and path,
 * e.g. `loja.com.br/produtos` or `127.0.0.1:8080/padaria`. The stored `domain` is the host name
 * alone, which would hide the port.
 */
export function siteLabel(analysis: { url: string; domain: string; path: string }): string {
  let host = analysis.domain;
  let path = analysis.path;
  try {
    const url = new URL(analysis.url);
    host = url.host;
    path = url.pathname;
  } catch {
    // A stored address always parses; the stored parts are the fallback all the same.
  }
  return path === '/' ? host : `${host}${path}`;
}

/**
 * An address as a short label: host (with its port) and path, without the scheme or a lone
 * trailing slash: `loja.com.br`, `loja.com.br/blog`, `127.0.0.1:8080/produtos/vaso?cor=verde`.
 * An address that does not parse is shown as it is.
 */
export function siteLabel(url: string): string {
  try {
    const address = new URL(url);
    const path = address.pathname === '/' ? '' : address.pathname;
    return `${address.host}${path}${address.search}`;
  } catch {
    return url;
  }
}

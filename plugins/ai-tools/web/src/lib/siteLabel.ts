function decodePath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** An address as a short label: host and path ('loja.com.br/produtos'); the host alone for a home page. */
export function siteLabel(url: string): string {
  try {
    const parsed = new URL(url);
    const path = parsed.pathname === '/' ? '' : decodePath(parsed.pathname).replace(/\/$/, '');
    return `${parsed.host}${path}`;
  } catch {
    return url;
  }
}

/** A name for a file made from `url`: 'conteudo-blog-post-loja-com-br-produtos.md'. */
export function fileNameFor(prefix: string, url: string, extension: string): string {
  const slug = siteLabel(url)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${prefix}${slug ? `-${slug}` : ''}.${extension}`;
}

/**
 * Saves the optimised HTML as a file. With the server's `downloadUrl` (same origin, the session
 * cookie goes along) the browser downloads it from there; otherwise the text itself is saved.
 */
export function downloadHtml({ html, downloadUrl, fileName }: { html: string | null; downloadUrl: string | null; fileName: string }): void {
  const link = document.createElement('a');
  link.download = fileName;
  if (downloadUrl) {
    link.href = downloadUrl;
    link.click();
    return;
  }
  if (html === null) return;
  link.href = URL.createObjectURL(new Blob([html], { type: 'text/html;charset=utf-8' }));
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
}

/** 'padaria.com.br-otimizado.html' for a page address; 'pagina-otimizada.html' when it cannot be read. */
export function optimisedFileName(url: string): string {
  try {
    const host = new URL(url).hostname.replace(/[^a-z0-9.-]/gi, '');
    return host ? `${host}-otimizado.html` : 'pagina-otimizada.html';
  } catch {
    return 'pagina-otimizada.html';
  }
}

/** The spec's guide preview (500 characters), and whether the text went on. */
export function guidePreview(html: string, length = 500): { text: string; truncated: boolean } {
  return html.length > length ? { text: html.slice(0, length), truncated: true } : { text: html, truncated: false };
}

/** /demo/{token}, or one of the demo's inner pages /demo/{token}/{slug}. */
export function demoPath(token: string, slug?: string): string {
  const base = `/demo/${encodeURIComponent(token)}`;
  return slug ? `${base}/${slug}` : base;
}

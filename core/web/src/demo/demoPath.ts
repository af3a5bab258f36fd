/** /demo/{token}, or one of the demo's inner pages /demo/{token}/{slug} (spec 000 §2, Demo routes). */
export function demoPath(token: string, slug?: string): string {
  const base = `/demo/${encodeURIComponent(token)}`;
  return slug ? `${base}/${slug}` : base;
}

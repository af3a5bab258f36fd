/** A feature line of a plan card in the prerendered landing (`<li data-plan-line="key">`). */
const planLine = /<li\b[^>]*\bdata-plan-line="([^"]+)"[^>]*>[\s\S]*?<\/li>/g;

/**
 * The prerendered landing without the plan-card lines of features this instance does not sell:
 * the build renders the features of every plugin it holds, the instance mounts those PLUGINS
 * names. Lines that are not features ('Tudo do Lite') stay.
 */
export function withSoldPlanLines(html: string, sold: ReadonlySet<string>): string {
  return html.replace(planLine, (line, key: string) => (key.startsWith('everything-of-') || sold.has(key) ? line : ''));
}

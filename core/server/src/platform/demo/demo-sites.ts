/** A bundled sample site of the investor demo; its files are in core/server/demo-sites/<slug>/. */
export interface DemoSite {
  slug: string;
  name: string;
  city: string;
  /** Its demo address: `.example` is reserved (RFC 2606), so nothing can resolve it publicly. */
  url: string;
}

export const demoSites: readonly DemoSite[] = [
  { slug: 'padaria-pao-dourado', name: 'Padaria Pão Dourado', city: 'Campinas - SP', url: 'https://padaria-pao-dourado.otimiza-demo.example/' },
  { slug: 'clinica-sorriso-leve', name: 'Clínica Sorriso Leve', city: 'Belo Horizonte - MG', url: 'https://clinica-sorriso-leve.otimiza-demo.example/' },
];

export interface DemoVersion {
  id: 'v1' | 'v2' | 'v3';
  weeksAgo: number;
  label: string;
}

/** Each site's story: neglected three weeks ago, partly fixed two weeks ago, well done this week. */
export const demoVersions: readonly DemoVersion[] = [
  { id: 'v1', weeksAgo: 3, label: 'neglected' },
  { id: 'v2', weeksAgo: 2, label: 'partly fixed' },
  { id: 'v3', weeksAgo: 0, label: 'well done' },
];

const WEEK_MS = 7 * 24 * 3600 * 1000;
const SITE_STAGGER_MS = 2 * 3600 * 1000;

/**
 * When a version's audit is recorded: whole weeks before `now`, the second site two hours after
 * the first so the history reads like real work; this week's audits are recorded as they run.
 */
export function recordedAtOf(now: Date, version: DemoVersion, siteIndex: number): Date | undefined {
  if (version.weeksAgo === 0) return undefined;
  return new Date(now.getTime() - version.weeksAgo * WEEK_MS + siteIndex * SITE_STAGGER_MS);
}

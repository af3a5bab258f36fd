/** The versions of each bundled demo site, oldest first: neglected, partly fixed, well done. */
export const demoVersionIds = ['v1', 'v2', 'v3'] as const;
export type DemoVersionId = (typeof demoVersionIds)[number];

/** How far the investor demo's seed is, as the seed reports it (real audits, not a timer). */
export interface DemoSeedProgress {
  /** Auditing the sample pages, waiting for their proofs, then sharing a report per site. */
  phase: 'auditing' | 'proving' | 'sharing';
  /** Audits finished, of `total`. */
  audited: number;
  /** Proofs (the fixed page audited again) ended, of `total`. */
  proved: number;
  total: number;
  /** The site and version being audited now, in the auditing phase. */
  current: { site: string; version: DemoVersionId } | null;
  /** Every audit of the seed, in the order it runs: the first `audited` are done. */
  steps: { site: string; version: DemoVersionId }[];
}

/**
 * `GET /api/demo/preparation`: the investor demo is filled on first use. 'preparing' while its
 * seed runs (or waits for a process to take it over), 'ready' with its data, 'failed' with why.
 */
export interface DemoPreparationView {
  state: 'preparing' | 'ready' | 'failed';
  progress: DemoSeedProgress | null;
  error: string | null;
  startedAt: string | null;
}

/**
 * The investor demo's named link (demo context: token, investorName):
 * `/?pro-demo=true&investor=true&investorName=<name>` opens it for that investor, whose name the
 * demo shows. Only a greeting: the demo's data, plan and read-only mode are the same for everyone.
 */
export const demoInvestorNameParam = 'investorName';
/** The longest investor name the demo keeps: a longer one is cut here. */
export const DEMO_INVESTOR_NAME_MAX = 80;

/** The name as the demo keeps it: one line, spaces collapsed, at most DEMO_INVESTOR_NAME_MAX characters; null when blank. */
export function demoInvestorNameOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  // Control and format characters (line breaks, bidi overrides) would only disturb the banner that shows it.
  const cleaned = value
    .replace(/[\p{Cc}\p{Cf}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (cleaned === '') return null;
  return Array.from(cleaned).slice(0, DEMO_INVESTOR_NAME_MAX).join('').trim();
}

import {
  failingAudits as failingAuditsOnce,
  type AnsweredElements,
  type AuditDecision,
  type AuditDecisionReason,
  type FailingAudit,
} from '@otimiza/plugin-analysis-shared';
import { lighthouseMetricAudits } from '@otimiza/sdk/shared';

const metricAudits = new Set(lighthouseMetricAudits);

/** Audits whose change the user must confirm: the rewrite never makes them silently. */
const awaitingDecision = new Set(['is-crawlable', 'canonical', 'hreflang', 'meta-refresh']);

/** Why an audit the fixer did not answer cannot be answered by rewriting the HTML. */
const reasons: [RegExp, AuditDecisionReason][] = [
  [
    /^(?:http-status-code|robots-txt|server-response-time|redirects|uses-text-compression|uses-long-cache-ttl|cache-insight|uses-http2|document-latency-insight|is-on-https|redirects-http)$/,
    'server',
  ],
  [/third-part|^(?:deprecations|inspector-issues|third-party-cookies)$/, 'third-party'],
  [
    /^(?:color-contrast|target-size|link-in-text-block|video-caption|errors-in-console|font-size)$|image|font|unused|unminified|legacy-javascript|duplicated-javascript|bootup|mainthread|dom-size|total-byte|render-blocking|lcp-|cls-|inp-|network-dependency|forced-reflow|viewport-insight/,
    'content',
  ],
];

/**
 * Each failing audit of an analysis (its metrics aside) with what became of it: `fixed` by a fix of
 * the rewrite, `partly-fixed` when the fix changed only some of the elements Lighthouse listed for
 * it (the audit still fails: `elements` says how many), `awaits-decision` (a change the user must
 * confirm, never made silently), or `cannot-fix-in-html` with the reason — the server, the page's
 * content and files, a third party, or a change a person must make because the right value cannot
 * be read from the page (`manual`; also an audit whose listed elements the fix changed none of).
 */
export function decideAudits(
  failingAudits: readonly Pick<FailingAudit, 'id' | 'category' | 'title' | 'titles' | 'gainPoints'>[],
  fixes: readonly { id: string; audits: readonly string[]; partlyAnswered?: Record<string, AnsweredElements> }[],
): AuditDecision[] {
  return failingAuditsOnce(failingAudits)
    .filter((audit) => !metricAudits.has(audit.id))
    .map((audit) => {
      const fix = fixes.find((candidate) => candidate.audits.includes(audit.id));
      const base = { id: audit.id, category: audit.category, title: audit.title, titles: audit.titles, gainPoints: audit.gainPoints };
      const partly = fix?.partlyAnswered?.[audit.id];
      if (fix && partly && partly.answered > 0) return { ...base, status: 'partly-fixed', reason: null, fixId: fix.id, elements: partly };
      if (fix && !partly) return { ...base, status: 'fixed', reason: null, fixId: fix.id };
      if (awaitingDecision.has(audit.id)) return { ...base, status: 'awaits-decision', reason: null, fixId: null };
      const reason = reasons.find(([pattern]) => pattern.test(audit.id))?.[1] ?? 'manual';
      return { ...base, status: 'cannot-fix-in-html', reason, fixId: null };
    });
}

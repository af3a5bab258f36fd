// Reading Lighthouse results side by side: the scored audits, each audit's outcome in one word, what it found
// in one line, and the signs of a run that did not measure (an audit's error, a gatherer's warning).

export const categoryIds = ['performance', 'accessibility', 'seo', 'best-practices'];

/** The settings of a run (`lhr.configSettings`) that a side-by-side comparison shows where the two sides differ. */
export const comparedSettingKeys = [
  'formFactor',
  'throttlingMethod',
  'throttling',
  'screenEmulation',
  'emulatedUserAgent',
  'locale',
  'maxWaitForLoad',
  'blockedUrlPatterns',
  'extraHeaders',
];

/** The performance metrics (audit ids) whose medians a side-by-side comparison shows. */
export const comparedMetricIds = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'];

/** The four category scores of a result, 0–100. */
export const categoryScores = (lhr) => Object.fromEntries(categoryIds.map((id) => [id, Math.round((lhr.categories[id]?.score ?? NaN) * 100)]));

/** Scored audits of the four categories: id → { category, weight } ('accessibility+seo' for an audit both score). */
export function scoredAudits(lhr) {
  const scored = new Map();
  for (const [category, { auditRefs }] of Object.entries(lhr.categories)) {
    for (const ref of auditRefs) {
      if (ref.weight > 0) scored.set(ref.id, { category: scored.has(ref.id) ? `${scored.get(ref.id).category}+${category}` : category, weight: ref.weight });
    }
  }
  return scored;
}

/** An audit's outcome: its score, 'n/a', 'error' or another display mode, or 'absent'. */
export const scoreOf = (lhr, id) => {
  const audit = lhr.audits[id];
  if (!audit) return 'absent';
  return audit.scoreDisplayMode === 'notApplicable' ? 'n/a' : audit.score === null ? audit.scoreDisplayMode : String(audit.score);
};

/** What an audit found, in one line: its error, explanation or display value and its first items. */
export function findings(audit) {
  if (!audit) return '';
  const items = audit.details?.items ?? [];
  const described = items.slice(0, 3).map((item) => {
    const text =
      item.description ??
      item.url ??
      item.source?.snippet ??
      item.source?.url ??
      item.node?.snippet ??
      item.issueType ??
      item.value ??
      (item.href !== undefined ? `${item.text ?? ''} → ${item.href}` : JSON.stringify(item));
    return String(typeof text === 'object' ? JSON.stringify(text) : text).slice(0, 140);
  });
  return [
    audit.errorMessage && `error: ${audit.errorMessage}`,
    audit.explanation,
    audit.displayValue,
    items.length ? `${items.length} item(s): ${described.join(' | ')}` : '',
  ]
    .filter(Boolean)
    .join(' — ');
}

/** Why a run may not have measured an audit: its own error and warnings, and the run's warnings (gatherer timeouts). */
export function troubleOf(lhr, id) {
  const audit = lhr.audits[id];
  return [
    audit?.errorMessage && `error: ${audit.errorMessage}`,
    ...(audit?.warnings ?? []).map((warning) => `warning: ${warning}`),
    ...(lhr.runWarnings ?? []).map((warning) => `run warning: ${String(warning).slice(0, 200)}`),
  ].filter(Boolean);
}

/** A scored audit that fails: below 0.9, as Lighthouse shows it (and as the product counts failing audits). */
export const fails = (lhr, id) => {
  const audit = lhr.audits[id];
  return audit !== undefined && audit.scoreDisplayMode !== 'notApplicable' && audit.score !== null && audit.score < 0.9;
};

/** The median of numbers. */
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** The outcome most runs gave (the first of equals): an audit's "median" for a yes/no or an error. */
export function mostCommon(values) {
  const counts = new Map();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
}

/**
 * Lighthouse's audits that are measurements of the run (paint times, blocking, layout shift), not problems of the page:
 * they move with every run and with every fix, so nothing answers them one by one.
 */
export const lighthouseMetricAudits: readonly string[] = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'speed-index',
  'total-blocking-time',
  'cumulative-layout-shift',
  'interactive',
  'max-potential-fid',
];

/** The metrics an analysis keeps and shows from a Lighthouse run, in the order they are shown. */
export const reportedMetricIds = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
  'server-response-time',
] as const;

/** The date the tracker list below was last checked against the vendors' published tag hosts. */
export const trackerListAsOf = '2026-11-26';

export interface TrackerHost {
  /** The vendor's product as people know it. */
  name: string;
  /** A host and its subdomains. */
  host: string;
  /** When the host also serves non-tracking content: only these paths are the tracker. */
  pathPrefix?: string;
}

/** Third-party analytics, advertising and session-recording tags that set identifiers or send personal data. */
export const trackerHosts: readonly TrackerHost[] = [
  { name: 'Google Analytics', host: 'google-analytics.com' },
  { name: 'Google Analytics', host: 'analytics.google.com' },
  { name: 'Google Tag Manager', host: 'googletagmanager.com' },
  { name: 'Google Ads / DoubleClick', host: 'doubleclick.net' },
  { name: 'Google Ads', host: 'googleadservices.com' },
  { name: 'Google AdSense', host: 'googlesyndication.com' },
  { name: 'Meta Pixel', host: 'connect.facebook.net' },
  { name: 'Meta Pixel', host: 'facebook.com', pathPrefix: '/tr' },
  { name: 'Hotjar', host: 'hotjar.com' },
  { name: 'Hotjar', host: 'hotjar.io' },
  { name: 'Microsoft Clarity', host: 'clarity.ms' },
  { name: 'Microsoft Advertising (UET)', host: 'bat.bing.com' },
  { name: 'TikTok Pixel', host: 'analytics.tiktok.com' },
  { name: 'LinkedIn Insight Tag', host: 'snap.licdn.com' },
  { name: 'LinkedIn Insight Tag', host: 'px.ads.linkedin.com' },
  { name: 'RD Station', host: 'd335luupugsy2.cloudfront.net' },
  { name: 'RD Station', host: 'rd.services' },
  { name: 'RD Station', host: 'rdstation.com.br' },
  { name: 'HubSpot', host: 'js.hs-scripts.com' },
  { name: 'HubSpot', host: 'js.hs-analytics.net' },
  { name: 'HubSpot', host: 'js.hsadspixel.net' },
  { name: 'HubSpot', host: 'track.hubspot.com' },
  { name: 'X (Twitter) Ads', host: 'static.ads-twitter.com' },
  { name: 'X (Twitter) Ads', host: 'analytics.twitter.com' },
  { name: 'Pinterest Tag', host: 'ct.pinterest.com' },
  { name: 'Yandex Metrica', host: 'mc.yandex.ru' },
  { name: 'Criteo', host: 'static.criteo.net' },
];

/** The tracker a URL belongs to, or null. */
export function trackerOf(url: string): TrackerHost | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const host = parsed.hostname.toLowerCase();
  return (
    trackerHosts.find(
      (tracker) => (host === tracker.host || host.endsWith(`.${tracker.host}`)) && (!tracker.pathPrefix || parsed.pathname.startsWith(tracker.pathPrefix)),
    ) ?? null
  );
}

/** First-party cookie names those tags set on the site's own domain (Google's _ga, Meta's _fbp, Hotjar's _hj…). */
const trackingCookiePatterns: readonly RegExp[] = [
  /^_ga($|_)/,
  /^_gid$/,
  /^_gat/,
  /^_gcl_/,
  /^__utm[a-z]$/,
  /^_fbp$/,
  /^_fbc$/,
  /^_hj/,
  /^_clck$/,
  /^_clsk$/,
  /^_uet/,
  /^_ttp$/,
  /^_tt_/,
  /^li_/,
  /^_pin_unauth$/,
  /^hubspotutk$/,
  /^__hs/,
  /^rdtrk$/,
  /^__trf\.src$/,
  /^_ym_/,
];

export const isTrackingCookieName = (name: string) => trackingCookiePatterns.some((pattern) => pattern.test(name));

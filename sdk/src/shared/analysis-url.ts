/** Texts for the analysis URL. */
export const analysisUrlMessages = {
  empty: { pt: 'Please enter a URL', en: 'Please enter a URL' },
  invalid: { pt: 'Invalid URL format. Please provide a valid HTTP/HTTPS URL.', en: 'Invalid URL format. Please provide a valid HTTP/HTTPS URL.' },
} as const;

export type AnalysisUrlResult =
  /** `schemeAdded`: typed without one, so https:// was put in front (the server may fall back to http, sdk/server `reachableTypedAddress`). */
  { ok: true; url: string; schemeAdded: boolean } | { ok: false; error: keyof typeof analysisUrlMessages };

/**
 * Trim; repair a missing leading 'h' ('ttp://', 'ttps://'); prepend https:// when
 * there is no http:// or https:// prefix; then it must parse as an http(s) URL with a host name.
 */
export function normaliseAnalysisUrl(input: string): AnalysisUrlResult {
  let value = input.trim();
  if (value === '') return { ok: false, error: 'empty' };
  if (/^ttps?:\/\//i.test(value)) value = `h${value}`;
  const schemeAdded = !/^https?:\/\//i.test(value);
  if (schemeAdded) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(value) && !/^[^:/]+:\d+/.test(value)) return { ok: false, error: 'invalid' };
    value = `https://${value}`;
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { ok: false, error: 'invalid' };
  }
  const host = url.hostname;
  if (!host || /\s/.test(input.trim()) || (!host.includes('.') && !host.startsWith('[') && host !== 'localhost')) {
    return { ok: false, error: 'invalid' };
  }
  url.hash = '';
  return { ok: true, url: url.toString(), schemeAdded };
}

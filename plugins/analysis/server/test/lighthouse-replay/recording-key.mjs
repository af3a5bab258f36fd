// Which recording answers an audit: the form factor, the page's path and what the browser is served — the proof's
// document, every file of a site bundle, else the page's HTML as the server answers it now — with the page's own
// origin written as {{origin}}, since test sites listen on a new port each run. null means "run for real": a page that
// does not answer 200 in time, one that asks for it (`x-lighthouse-replay: off`), or HTML naming another loopback
// server, whose port a recording cannot know.
import { createHash } from 'node:crypto';

export const ORIGIN_MARK = '{{origin}}';
const OTHER_LOOPBACK = /(?:127\.0\.0\.1|localhost|\[::1\]):\d+/;
const FETCH_TIMEOUT_MS = 10_000;

async function servedHtml(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), redirect: 'manual' });
    if (response.status !== 200 || response.headers.get('x-lighthouse-replay') === 'off') return null;
    return await response.text();
  } catch {
    return null;
  }
}

const sha256 = (content) => createHash('sha256').update(content).digest('hex');

/** A site bundle's files, each by path, type and digest. */
const bundleListing = (site) =>
  [...site.files.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([path, file]) => `${path} ${file.contentType} ${sha256(file.body)}`)
    .join('\n');

/** The recording's key for this audit, or null when it must run for real. */
export async function recordingKey(url, formFactor, serving) {
  const served = serving?.document ?? (serving?.site ? '' : await servedHtml(url));
  if (served === null) return null;
  const html = serving?.site ? `${bundleListing(serving.site)}\n${served}` : served;
  const { origin, pathname, search } = new URL(url);
  const normalized = html.replaceAll(origin, ORIGIN_MARK);
  if (OTHER_LOOPBACK.test(normalized)) return null;
  const kind = serving?.site ? `bundle${serving.document === undefined ? '' : ' proof'}` : serving?.document === undefined ? 'page' : 'proof';
  return `${formFactor}-${sha256(`${formFactor}\n${kind}\n${pathname}${search}\n${normalized}`).slice(0, 32)}`;
}

// The stored Lighthouse results, one gzipped JSON file per key, with the audited page's origin written as {{origin}}.
// Screenshots are left out: the product reads none of them, and they are most of a result's size.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';
import { ORIGIN_MARK } from './recording-key.mjs';

const UNREAD_AUDITS = ['final-screenshot', 'screenshot-thumbnails', 'full-page-screenshot'];

/** The folder of the recorded results shared by the integration and e2e tiers. */
export const recordingsFolder = fileURLToPath(new URL('../lighthouse-recordings', import.meta.url));

const fileOf = (key) => join(recordingsFolder, `${key}.json.gz`);

/** The recorded result for `key`, as the audit of `url` now (its origin put back), or null. */
export function readRecording(key, url) {
  const file = fileOf(key);
  if (!existsSync(file)) return null;
  const text = gunzipSync(readFileSync(file)).toString('utf8');
  const lhr = JSON.parse(text.replaceAll(ORIGIN_MARK, new URL(url).origin));
  return { ...lhr, fetchTime: new Date().toISOString() };
}

export function writeRecording(key, url, lhr) {
  const kept = { ...lhr, fullPageScreenshot: undefined, audits: { ...lhr.audits } };
  for (const id of UNREAD_AUDITS) delete kept.audits[id];
  const text = JSON.stringify(kept).replaceAll(new URL(url).origin, ORIGIN_MARK);
  mkdirSync(recordingsFolder, { recursive: true });
  // Written whole or not at all: two processes may record the same page at once.
  const partial = `${fileOf(key)}.${process.pid}.partial`;
  writeFileSync(partial, gzipSync(text, { level: 9 }));
  renameSync(partial, fileOf(key));
}

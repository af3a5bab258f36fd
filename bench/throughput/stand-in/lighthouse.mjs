// Stands in for Lighthouse's default export: waits AUDIT_STAND_IN_MS, then answers the report stored at
// AUDIT_STAND_IN_LHR (a real Lighthouse result of a test-site page) as the audit of the requested address.
import { readFileSync } from 'node:fs';

const durationMs = Number(process.env.AUDIT_STAND_IN_MS);
if (!Number.isFinite(durationMs) || durationMs < 0) throw new Error('AUDIT_STAND_IN_MS must be a duration in milliseconds');
const report = JSON.parse(readFileSync(process.env.AUDIT_STAND_IN_LHR, 'utf8'));

export default async function lighthouse(url) {
  await new Promise((resolve) => setTimeout(resolve, durationMs));
  return {
    lhr: { ...report, requestedUrl: url, mainDocumentUrl: url, finalDisplayedUrl: url, finalUrl: url, fetchTime: new Date().toISOString() },
  };
}

import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { z } from 'zod';

/** What a survey link stands for: the agency, the client, where it was asked, the link's key, the invitation it is and its expiry. */
const claimSchema = z.strictObject({
  w: z.uuid(),
  c: z.uuid(),
  s: z.enum(['share-page', 'recurring-report', 'playbook']),
  /** The link's own key: a share page's (all its visitors), an e-mailed link's (its one person). */
  k: z.string().min(1).max(200),
  /** A share page's invitation: one per opening of the page, one answer each (answering again replaces it). An e-mailed link is its own invitation. */
  i: z.uuid().optional(),
  /** Expiry, ms since the epoch; 0 for none. */
  e: z.number().int().min(0),
});
export type SurveyClaim = z.output<typeof claimSchema>;

/**
 * A survey link's token: the claim sealed with AES-256-GCM (`iv | ciphertext | tag`, base64url), so
 * nobody can read the ids in it nor change or forge one without the key.
 */
export function sealSurveyToken(key: Buffer, claim: SurveyClaim): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(claim), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
}

/** The claim of a token sealed with `key` and not expired, or null. */
export function openSurveyToken(key: Buffer, token: string, now = Date.now()): SurveyClaim | null {
  if (!/^[A-Za-z0-9_-]{40,600}$/.test(token)) return null;
  const bytes = Buffer.from(token, 'base64url');
  if (bytes.length < 12 + 16 + 2) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(bytes.length - 16));
    const text = Buffer.concat([decipher.update(bytes.subarray(12, bytes.length - 16)), decipher.final()]).toString('utf8');
    const claim = claimSchema.safeParse(JSON.parse(text));
    if (!claim.success || (claim.data.e > 0 && claim.data.e < now)) return null;
    return claim.data;
  } catch {
    return null;
  }
}

import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/** What a tracking link names: a delivery, and for a click the address it leads to. */
const claimSchema = z.discriminatedUnion('k', [
  z.strictObject({ k: z.literal('open'), d: z.uuid() }),
  z.strictObject({ k: z.literal('click'), d: z.uuid(), u: z.url({ protocol: /^https?$/ }).max(2000) }),
]);
export type TrackingClaim = z.output<typeof claimSchema>;

/** `<claim as base64url JSON>.<HMAC-SHA256 of it, base64url>`: nothing in it can be changed without the key. */
export function signTrackingToken(key: Buffer, claim: TrackingClaim): string {
  const body = Buffer.from(JSON.stringify(claim)).toString('base64url');
  return `${body}.${createHmac('sha256', key).update(body).digest('base64url')}`;
}

/** The claim of a token signed with `key`, or null (bad signature, malformed, another kind). */
export function verifyTrackingToken<K extends TrackingClaim['k']>(key: Buffer, token: string, kind: K): Extract<TrackingClaim, { k: K }> | null {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined || token.length > 4000) return null;
  const expected = createHmac('sha256', key).update(body).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claim = claimSchema.safeParse(JSON.parse(Buffer.from(body, 'base64url').toString('utf8')));
    return claim.success && claim.data.k === kind ? (claim.data as Extract<TrackingClaim, { k: K }>) : null;
  } catch {
    return null;
  }
}

import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/** How long a tracking link of a sent message works: its redirect and its pixel answer 404 afterwards. */
export const TRACKING_LINK_DAYS = 30;
export const TRACKING_LINK_LIFETIME_MS = TRACKING_LINK_DAYS * 24 * 60 * 60_000;

/**
 * What a tracking link names: its message (the delivery), the moment it stops working (`x`, ms
 * since the epoch) and, for a click, the address it leads to. A link signed before links had a
 * lifetime has no `x` and is refused.
 */
const claimSchema = z.discriminatedUnion('k', [
  z.strictObject({ k: z.literal('open'), d: z.uuid(), x: z.number().int().positive() }),
  z.strictObject({ k: z.literal('click'), d: z.uuid(), x: z.number().int().positive(), u: z.url({ protocol: /^https?$/ }).max(2000) }),
]);
export type TrackingClaim = z.output<typeof claimSchema>;

export type TrackingTokenCheck<K extends TrackingClaim['k']> =
  { ok: true; claim: Extract<TrackingClaim, { k: K }> } | { ok: false; reason: 'invalid' | 'expired' };

/** The signature of a body: HMAC-SHA256 under a key of its own message, so no signature of one message fits another's. */
function signatureOf(key: Buffer, deliveryId: string, body: string): Buffer {
  const messageKey = createHmac('sha256', key).update(`delivery:${deliveryId}`).digest();
  return createHmac('sha256', messageKey).update(body).digest();
}

/** `<claim as base64url JSON>.<signature, base64url>`: nothing in it can be changed without the key. */
export function signTrackingToken(key: Buffer, claim: TrackingClaim): string {
  const body = Buffer.from(JSON.stringify(claim)).toString('base64url');
  return `${body}.${signatureOf(key, claim.d, body).toString('base64url')}`;
}

/** The claim of a token signed with `key` for its own message and still within its lifetime; else why not. */
export function verifyTrackingToken<K extends TrackingClaim['k']>(key: Buffer, token: string, kind: K, now = new Date()): TrackingTokenCheck<K> {
  const invalid = { ok: false, reason: 'invalid' } as const;
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined || token.length > 4000) return invalid;
  let claim: TrackingClaim;
  try {
    const parsed = claimSchema.safeParse(JSON.parse(Buffer.from(body, 'base64url').toString('utf8')));
    if (!parsed.success) return invalid;
    claim = parsed.data;
  } catch {
    return invalid;
  }
  const expected = signatureOf(key, claim.d, body);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected) || claim.k !== kind) return invalid;
  if (claim.x <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, claim: claim as Extract<TrackingClaim, { k: K }> };
}

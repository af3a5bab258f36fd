import { defineEntity, p, type InferEntity } from '@mikro-orm/postgresql';
import { UserSchema } from '@otimiza/sdk/server';

/**
 * A browser a user has signed in from: the `otz_device` cookie holds a random token, this row its
 * SHA-256 and a short description read from the User-Agent ('Chrome on Linux'). No IP address is
 * kept. A sign-in from a browser without a row here is a new device (`loginFromNewDevice`).
 * Not workspace-owned: a device is the user's, whatever workspace they work in.
 */
export const KnownDeviceSchema = defineEntity({
  name: 'CoreKnownDevice',
  tableName: 'core_known_device',
  properties: {
    user: () => p.manyToOne(UserSchema).fieldName('user_id').primary().deleteRule('cascade').updateRule('no action'),
    tokenHash: p.text().fieldName('token_hash').primary(),
    description: p.text(),
    firstSeenAt: p
      .datetime()
      .fieldName('first_seen_at')
      .defaultRaw('now()')
      .onCreate(() => new Date()),
    lastSeenAt: p.datetime().fieldName('last_seen_at').defaultRaw('now()'),
  },
});
export type KnownDevice = InferEntity<typeof KnownDeviceSchema>;

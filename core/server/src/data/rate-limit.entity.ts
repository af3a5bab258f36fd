import { defineEntity, p, type InferEntity } from '@mikro-orm/postgresql';

/** One fixed-window counter of the rate limits (a key such as `login:ip:…`), shared by every process. */
export const RateLimitSchema = defineEntity({
  name: 'CoreRateLimit',
  tableName: 'core_rate_limit',
  indexes: [{ name: 'core_rate_limit_window_ends_at_idx', properties: ['windowEndsAt'] }],
  properties: {
    key: p.text().primary(),
    hits: p.integer(),
    windowEndsAt: p.datetime().fieldName('window_ends_at'),
  },
});
export type RateLimit = InferEntity<typeof RateLimitSchema>;

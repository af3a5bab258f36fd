import { z } from 'zod';

/** The sections of a shared report's public page whose views are counted (`share.section-views`). */
export const shareSections = ['scores', 'verification', 'metrics', 'recommendations', 'contact'] as const;
export type ShareSection = (typeof shareSections)[number];

/** A visit lasts at most this long for the time it counts (a tab left open overnight is not 8 hours read). */
export const MAX_SHARE_VIEW_SECONDS = 4 * 3600;
/** Left before this many seconds without touching the page: a bounce. */
export const SHARE_BOUNCE_SECONDS = 10;

/**
 * `POST /api/public/reports/:token/events` (a beacon of the public page, no cookie): what one page
 * load did. `viewId` is the id the page received with the report; `engagement` carries the
 * seconds the page was in view so far, whether the visitor interacted, the sections seen and
 * whether the page is being left; `download` and `share` count one each.
 */
export const shareEventSchema = z.strictObject({
  viewId: z.uuid(),
  type: z.enum(['engagement', 'download', 'share']),
  seconds: z.number().int().min(0).max(MAX_SHARE_VIEW_SECONDS).optional(),
  interacted: z.boolean().optional(),
  leaving: z.boolean().optional(),
  sections: z.array(z.enum(shareSections)).max(shareSections.length).optional(),
});
export type ShareEvent = z.infer<typeof shareEventSchema>;

/** A shared report's share-page figures. */
export interface ShareAnalytics {
  views: number;
  downloads: number;
  shares: number;
  /** Seconds in view per view; null without views. */
  avgTimeSpent: number | null;
  /** Percent of the views that left within 10 s without interacting; null without views. */
  bounceRate: number | null;
}

import type { DeliveryChannel, PushConfig } from '@otimiza/plugin-notifications-shared';
import { nextDigestTime, quietHoursEnd } from '../preferences/quiet-hours.js';
import type { DeliveryStatus } from '../data/delivery.entity.js';

export interface PlannedDelivery {
  channel: DeliveryChannel;
  status: Extract<DeliveryStatus, 'delivered' | 'queued' | 'held'>;
  heldUntil: Date | null;
  heldFor: 'quiet-hours' | 'digest' | null;
}

/**
 * What happens on each channel of a member's notification made at `now`: in the app at once;
 * e-mail and push queued, or held for the member's digest (frequency hourly, daily, weekly) or
 * until their quiet hours end.
 */
export function planDeliveries(now: Date, channels: readonly DeliveryChannel[], config: PushConfig): PlannedDelivery[] {
  return channels.map((channel): PlannedDelivery => {
    if (channel === 'in_app') return { channel, status: 'delivered', heldUntil: null, heldFor: null };
    const digestAt = nextDigestTime(now, config.frequency, config.quietHours, config.timeZone);
    if (digestAt) return { channel, status: 'held', heldUntil: digestAt, heldFor: 'digest' };
    const quietEnd = quietHoursEnd(now, config.quietHours, config.timeZone);
    if (quietEnd) return { channel, status: 'held', heldUntil: quietEnd, heldFor: 'quiet-hours' };
    return { channel, status: 'queued', heldUntil: null, heldFor: null };
  });
}

import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { acrossWorkspaces, forWorkspace, AppOrigin } from '@otimiza/sdk/server';
import { DeliverySchema } from '../data/delivery.entity.js';
import { NotificationMetrics } from '../analytics/notification-metrics.js';
import { InstanceSecretService } from './instance-secret.service.js';
import { signTrackingToken, TRACKING_LINK_LIFETIME_MS, verifyTrackingToken } from './tracking-token.js';

/** A click counts as leading to a conversion when the site is audited again within this time. */
export const CONVERSION_WINDOW_MS = 7 * 24 * 60 * 60_000;

/** A click link's answer: where it leads, or why it is refused (a bad or foreign signature, a message gone, a lifetime over). */
export type ClickOutcome = { target: string } | { refused: 'invalid' | 'expired' };

/**
 * Open and click tracking of sent messages: signed links (an HMAC under a key of the delivery, over
 * the target and the end of the link's 30-day lifetime), so nobody can mark another delivery, make
 * the redirect lead elsewhere or use a link for ever; and conversions.
 */
@Injectable()
export class TrackingService {
  constructor(
    private readonly em: EntityManager,
    private readonly secrets: InstanceSecretService,
    private readonly app: AppOrigin,
    private readonly metrics: NotificationMetrics,
  ) {}

  async openUrl(deliveryId: string, now = new Date()): Promise<string> {
    const token = signTrackingToken(await this.secrets.keyFor('tracking-links'), { k: 'open', d: deliveryId, x: now.getTime() + TRACKING_LINK_LIFETIME_MS });
    return this.app.absolute(`/api/public/notifications/open/${token}`);
  }

  /** The redirect that records the click, for an address on the app (a path) or the notification's site. */
  async clickUrl(deliveryId: string, target: string, now = new Date()): Promise<string> {
    const token = signTrackingToken(await this.secrets.keyFor('tracking-links'), {
      k: 'click',
      d: deliveryId,
      x: now.getTime() + TRACKING_LINK_LIFETIME_MS,
      u: this.app.absolute(target),
    });
    return this.app.absolute(`/api/public/notifications/click/${token}`);
  }

  /** Whether a link may lead to `target`: the app's own address, or the notification's site. */
  leadsWhereAllowed(target: string, websiteUrl: string | null): boolean {
    try {
      const origin = new URL(target, this.app.origin).origin;
      return origin === this.app.origin || (websiteUrl != null && origin === new URL(websiteUrl).origin);
    } catch {
      return false;
    }
  }

  /** Records the first opening (and the delivery, when nothing said it arrived). False for a token not signed here for its message, or past its lifetime. */
  async recordOpen(token: string, now = new Date()): Promise<boolean> {
    const checked = verifyTrackingToken(await this.secrets.keyFor('tracking-links'), token, 'open', now);
    if (!checked.ok) return false;
    await this.markOnce(checked.claim.d, ['deliveredAt', 'openedAt'], now);
    return true;
  }

  /**
   * Records the first click and answers where it leads: only the app's own address or the
   * notification's site (a signed target that is neither anymore is refused, like a bad signature);
   * a link past its lifetime is refused as expired and records nothing.
   */
  async recordClick(token: string, now = new Date()): Promise<ClickOutcome> {
    const checked = verifyTrackingToken(await this.secrets.keyFor('tracking-links'), token, 'click', now);
    if (!checked.ok) return { refused: checked.reason };
    const { claim } = checked;
    // A public link found by its signed delivery id: no session names the workspace.
    const delivery = await this.em.fork().findOne(DeliverySchema, { id: claim.d }, { ...acrossWorkspaces, populate: ['notification'] });
    if (!delivery) return { refused: 'invalid' };
    if (!this.leadsWhereAllowed(claim.u, delivery.notification?.websiteUrl ?? null)) return { refused: 'invalid' };
    const target = new URL(claim.u);
    await this.markOnce(claim.d, ['deliveredAt', 'openedAt', 'clickedAt'], now);
    return { target: target.toString() };
  }

  /**
   * The site of a notification the member clicked in the last 7 days was audited again: those
   * deliveries converted (once each).
   */
  async recordConversion(workspaceId: string, userId: string, url: string, now = new Date()): Promise<number> {
    const em = forWorkspace(this.em, workspaceId);
    const clicked = await em.find(
      DeliverySchema,
      {
        user: userId,
        clickedAt: { $gte: new Date(now.getTime() - CONVERSION_WINDOW_MS) },
        convertedAt: null,
        notification: { websiteUrl: url },
      },
      { fields: ['id'] },
    );
    if (clicked.length === 0) return 0;
    return em.nativeUpdate(DeliverySchema, { id: { $in: clicked.map((delivery) => delivery.id) }, convertedAt: null }, { convertedAt: now });
  }

  /**
   * Sets each of the moments that is still empty; one conditional update each, so a second call
   * changes nothing. The first opening and the first click are counted in the metric store.
   */
  private async markOnce(deliveryId: string, moments: readonly ('deliveredAt' | 'openedAt' | 'clickedAt')[], now: Date): Promise<void> {
    const em = this.em.fork();
    const set: string[] = [];
    // The delivery named by a verified token: a public route with no workspace in a session.
    for (const moment of moments)
      if ((await em.nativeUpdate(DeliverySchema, { id: deliveryId, [moment]: null }, { [moment]: now }, acrossWorkspaces)) > 0) set.push(moment);
    const counted = (['openedAt', 'clickedAt'] as const).filter((moment) => set.includes(moment));
    if (counted.length === 0) return;
    const delivery = await em.findOne(DeliverySchema, { id: deliveryId }, { ...acrossWorkspaces, fields: ['workspace', 'channel'] });
    if (!delivery) return;
    for (const moment of counted) {
      await this.metrics.record(
        delivery.workspace.id,
        moment === 'openedAt' ? 'notifications.opened' : 'notifications.clicked',
        [{ id: deliveryId, channel: delivery.channel }],
        now,
      );
    }
  }
}

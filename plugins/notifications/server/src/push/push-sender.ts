import { Injectable } from '@nestjs/common';
import { SafeOutboundPort } from '@otimiza/sdk/server';
import webPush from 'web-push';
import { VapidKeysService } from './vapid-keys.service.js';

/** What the browser's service worker shows (sw.js): the notification's title and text, and the address a click opens. */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
}

export type PushOutcome = 'accepted' | 'gone';

/** The retryable failure of one push (the push service's 5xx, 429, a network error). */
export class PushFailedError extends Error {}

/**
 * One Web Push message to one browser subscription: encrypted (aes128gcm) and signed (VAPID) by
 * the web-push library, sent through the safe-outbound service like every request to a
 * user-supplied host. 404/410 from the push service: the subscription is gone.
 */
@Injectable()
export class PushSender {
  constructor(
    private readonly vapid: VapidKeysService,
    private readonly outbound: SafeOutboundPort,
  ) {}

  async send(subscription: { endpoint: string; p256dh: string; auth: string }, payload: PushPayload, urgency: 'low' | 'normal' | 'high'): Promise<PushOutcome> {
    const details = webPush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      JSON.stringify(payload),
      { vapidDetails: await this.vapid.vapid(), TTL: 24 * 60 * 60, contentEncoding: 'aes128gcm', urgency },
    );
    const headers = Object.fromEntries(
      Object.entries(details.headers)
        // The HTTP client counts the body itself.
        .filter(([name]) => name.toLowerCase() !== 'content-length')
        .map(([name, value]) => [name, String(value)]),
    );
    let status: number;
    try {
      const answer = await this.outbound.fetch(details.endpoint, {
        method: 'POST',
        headers,
        body: details.body as Buffer,
        maxBytes: 64 * 1024,
        timeoutMs: 15_000,
      });
      status = answer.status;
    } catch (error) {
      throw new PushFailedError(`push service unreachable: ${(error as Error).message}`);
    }
    if (status === 404 || status === 410) return 'gone';
    if (status >= 200 && status < 300) return 'accepted';
    throw new PushFailedError(`push service answered ${status}`);
  }
}

import { Injectable } from '@nestjs/common';
import { ApiError, SafeOutboundPort } from '@otimiza/sdk/server';
import { reachableTypedSites } from './typed-sites.js';

/**
 * The one edge check of the sites a report or a monitor will audit: an address the safe-outbound
 * policy refuses (private, loopback, link-local, metadata…, typed or resolved from the name)
 * answers 400 INVALID_URL before anything is stored or queued. A name that does not resolve now is
 * left to the run, which records it as that site's error (a monitor's site may be down today).
 */
@Injectable()
export class AuditTargets {
  constructor(private readonly outbound: SafeOutboundPort) {}

  async assertAllowed(urls: readonly string[]): Promise<void> {
    await Promise.all(
      urls.map((url) =>
        this.outbound.assertAllowed(url).catch((error: unknown) => {
          if (error instanceof ApiError && error.type === 'NETWORK_ERROR') return;
          throw error;
        }),
      ),
    );
  }

  /**
   * The edge check, then the addresses to store: a site typed without a scheme (`typed`, the
   * request's own spelling of each) becomes https or http, whichever answers, as the analysis form
   * does; 400 with the real cause when neither does (`reachableTypedSites`).
   */
  async resolve(urls: readonly string[], typed: unknown): Promise<string[]> {
    await this.assertAllowed(urls);
    return reachableTypedSites(urls, Array.isArray(typed) ? typed : [], this.outbound);
  }
}

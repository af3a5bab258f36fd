import { Injectable } from '@nestjs/common';
import { SettingsPort } from '@otimiza/sdk/server';
import type { Request } from 'express';

/** What a link's address is made of when PUBLIC_URL is not set: the request's protocol and host. */
export type RequestOrigin = Pick<Request, 'protocol' | 'get'>;

/**
 * The absolute address of a shared report: PUBLIC_URL + `/r/{token}`, or the reseller's domain
 * when its white-label brand applies to the workspace. Without PUBLIC_URL (never in production,
 * where the configuration requires it) the request's own origin stands in for it.
 */
@Injectable()
export class ShareLinkService {
  constructor(private readonly settings: SettingsPort) {}

  /** `domain`: the host of the workspace's white-label domain, when one is active (BrandPort): the link is made on it, with PUBLIC_URL's protocol. */
  linkFor(token: string, request: RequestOrigin, domain: string | null = null): string {
    const base = this.baseUrl(request);
    return domain ? `${new URL(base).protocol}//${domain}/r/${token}` : `${base}/r/${token}`;
  }

  private baseUrl(request: RequestOrigin): string {
    const configured = this.settings.get('PUBLIC_URL');
    if (typeof configured === 'string' && configured) return configured.replace(/\/$/, '');
    const host = this.settings.get('NODE_ENV') === 'production' ? undefined : request.get('host');
    return host ? `${request.protocol}://${host}` : `http://localhost:${String(this.settings.get('PORT') ?? 3000)}`;
  }
}

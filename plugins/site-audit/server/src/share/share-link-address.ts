import { Injectable } from '@nestjs/common';
import { SettingsPort } from '@otimiza/sdk/server';
import { sharedSiteReportPath } from '@otimiza/plugin-site-audit-shared';
import type { Request } from 'express';

/** What a link's address is made of when PUBLIC_URL is not set: the request's protocol and host. */
export type RequestOrigin = Pick<Request, 'protocol' | 'get'>;

/**
 * The absolute address of a site report's share link: PUBLIC_URL + `/site-report/{token}`, on the
 * white-label brand's domain when one is in force for the workspace (with PUBLIC_URL's protocol).
 * Without PUBLIC_URL (never in production, where the configuration requires it) the request's
 * own origin stands in for it. The same rule as the reports plugin's shared reports.
 */
@Injectable()
export class ShareLinkAddress {
  constructor(private readonly settings: SettingsPort) {}

  of(token: string, request: RequestOrigin, domain: string | null): string {
    const base = this.baseUrl(request);
    const path = sharedSiteReportPath(token);
    return domain ? `${new URL(base).protocol}//${domain}${path}` : `${base}${path}`;
  }

  private baseUrl(request: RequestOrigin): string {
    const configured = this.settings.get('PUBLIC_URL');
    if (typeof configured === 'string' && configured) return configured.replace(/\/$/, '');
    const host = this.settings.get('NODE_ENV') === 'production' ? undefined : request.get('host');
    return host ? `${request.protocol}://${host}` : `http://localhost:${String(this.settings.get('PORT') ?? 3000)}`;
  }
}

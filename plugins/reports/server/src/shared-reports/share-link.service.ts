import { Injectable } from '@nestjs/common';
import { SettingsPort } from '@otimiza/sdk/server';
import type { Request } from 'express';

type RequestOrigin = Pick<Request, 'protocol' | 'get'>;

/**
 * The absolute address of a shared report: PUBLIC_URL + `/r/{token}`. Without PUBLIC_URL (never in
 * production, where the configuration requires it) the request's own origin stands in for it.
 */
@Injectable()
export class ShareLinkService {
  constructor(private readonly settings: SettingsPort) {}

  linkFor(token: string, request: RequestOrigin): string {
    return `${this.baseUrl(request)}/r/${token}`;
  }

  private baseUrl(request: RequestOrigin): string {
    const configured = this.settings.get('PUBLIC_URL');
    if (typeof configured === 'string' && configured) return configured.replace(/\/$/, '');
    const host = this.settings.get('NODE_ENV') === 'production' ? undefined : request.get('host');
    return host ? `${request.protocol}://${host}` : `http://localhost:${String(this.settings.get('PORT') ?? 3000)}`;
  }
}

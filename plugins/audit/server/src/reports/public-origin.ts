import { Injectable } from '@nestjs/common';
import { SettingsPort } from '@otimiza/sdk/server';
import type { Request } from 'express';

/** The app's public address for links: PUBLIC_URL, else (never in production) the request's own origin. */
@Injectable()
export class PublicOrigin {
  constructor(private readonly settings: SettingsPort) {}

  of(request: Pick<Request, 'protocol' | 'get'>): string {
    const configured = this.settings.get('PUBLIC_URL');
    if (typeof configured === 'string' && configured) return configured.replace(/\/$/, '');
    const host = this.settings.get('NODE_ENV') === 'production' ? undefined : request.get('host');
    return host ? `${request.protocol}://${host}` : `http://localhost:${String(this.settings.get('PORT') ?? 3000)}`;
  }
}

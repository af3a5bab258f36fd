import { isIP } from 'node:net';
import { Injectable } from '@nestjs/common';
import { SettingsPort } from '@otimiza/sdk/server';

/**
 * This platform's own host name, the value of every white-label CNAME: PUBLIC_URL's (required in
 * production), else `localhost` as the core's default address has it.
 */
@Injectable()
export class PlatformHost {
  readonly name: string;
  /** Whether a DNS record can point at it: a name with a dot, not an IP address nor localhost. */
  readonly isPublicName: boolean;

  constructor(settings: SettingsPort) {
    const configured = settings.get('PUBLIC_URL');
    const url = typeof configured === 'string' && configured ? configured : `http://localhost:${String(settings.get('PORT') ?? 3000)}`;
    this.name = new URL(url).hostname.toLowerCase().replace(/^\[|\]$/g, '');
    this.isPublicName = isIP(this.name) === 0 && this.name !== 'localhost' && this.name.includes('.');
  }

  /** `host` is the platform's own address (or one of its subdomains' parent): never a white-label domain. */
  isOwnHost(host: string): boolean {
    return host === this.name;
  }
}

import { isIP } from 'node:net';
import { Injectable } from '@nestjs/common';
import { SettingsPort } from '@otimiza/sdk/server';
import { getDomain } from 'tldts';
import { canonicalHost } from './canonical-host.js';

/**
 * This platform's own host name, the value of every white-label CNAME: PUBLIC_URL's (required in
 * production), else `localhost` as the core's default address has it.
 */
@Injectable()
export class PlatformHost {
  readonly name: string;
  /** Whether a DNS record can point at it: a name with a dot, not an IP address nor localhost. */
  readonly isPublicName: boolean;
  /**
   * The domain the platform's name belongs to, by the Public Suffix List (private suffixes such as
   * herokuapp.com included): app.otimiza.com.br → otimiza.com.br. The name itself for an IP
   * address, localhost or a bare suffix.
   */
  readonly ownDomain: string;

  constructor(settings: SettingsPort) {
    const configured = settings.get('PUBLIC_URL');
    const url = typeof configured === 'string' && configured ? configured : `http://localhost:${String(settings.get('PORT') ?? 3000)}`;
    this.name = new URL(url).hostname.toLowerCase().replace(/^\[|\]$/g, '');
    this.isPublicName = isIP(this.name) === 0 && this.name !== 'localhost' && this.name.includes('.');
    this.ownDomain = (this.isPublicName && getDomain(this.name, { allowPrivateDomains: true })) || this.name;
  }

  /**
   * `host` is the platform's: its domain or any name under it (its apex, `www`, any other
   * subdomain). Never a white-label address: a tenant's brand there would be on the platform's
   * own pages and e-mails.
   */
  isOwnHost(host: string): boolean {
    const name = canonicalHost(host);
    return name === this.ownDomain || name.endsWith(`.${this.ownDomain}`);
  }
}

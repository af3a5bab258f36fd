import { Injectable } from '@nestjs/common';
import { SettingsPort } from './settings.port.js';

/** What an address is made of when PUBLIC_URL is not set: the request's protocol and host (an Express request is one). */
export interface RequestOrigin {
  protocol: string;
  get(name: string): string | undefined;
}

/**
 * The app's own public address, for the links it sends out (e-mails, share links, tracking): PUBLIC_URL, else
 * `http://localhost:PORT`. A plugin lists it among its providers and injects it.
 */
@Injectable()
export class AppOrigin {
  constructor(private readonly settings: SettingsPort) {}

  /** PUBLIC_URL's origin, else `http://localhost:PORT`. */
  get origin(): string {
    return new URL(this.configured() ?? this.localhost()).origin;
  }

  /** An absolute address on the app for a path (`/notification-center`), or the address itself when it is one. */
  absolute(pathOrUrl: string): string {
    return new URL(pathOrUrl, this.origin).toString();
  }

  /**
   * The base of a link made while answering `request`: PUBLIC_URL (no trailing slash); without it (never in
   * production, where the configuration requires it) the request's own origin, else `http://localhost:PORT`.
   */
  baseFor(request: RequestOrigin): string {
    const configured = this.configured();
    if (configured) return configured.replace(/\/$/, '');
    const host = this.settings.get('NODE_ENV') === 'production' ? undefined : request.get('host');
    return host ? `${request.protocol}://${host}` : this.localhost();
  }

  private configured(): string | null {
    const configured = this.settings.get('PUBLIC_URL');
    return typeof configured === 'string' && configured ? configured : null;
  }

  private localhost(): string {
    return `http://localhost:${String(this.settings.get('PORT') ?? 3000)}`;
  }
}

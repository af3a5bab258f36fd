import { Injectable } from '@nestjs/common';
import { SettingsPort } from '@otimiza/sdk/server';

/** The app's own address (PUBLIC_URL, else http://localhost:PORT): e-mail links and the pages a notification opens. */
@Injectable()
export class AppOrigin {
  readonly origin: string;

  constructor(settings: SettingsPort) {
    const configured = settings.get('PUBLIC_URL');
    const url = typeof configured === 'string' && configured ? configured : `http://localhost:${String(settings.get('PORT') ?? 3000)}`;
    this.origin = new URL(url).origin;
  }

  /** An absolute address on the app for a path (`/notification-center`), or the address itself when it is one. */
  absolute(pathOrUrl: string): string {
    return new URL(pathOrUrl, this.origin).toString();
  }
}

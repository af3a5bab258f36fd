import { Injectable } from '@nestjs/common';
import { SettingsPort } from '@otimiza/sdk/server';

/** The app's own address (PUBLIC_URL, else http://localhost:PORT): the links the e-mails carry. */
@Injectable()
export class AppOrigin {
  readonly origin: string;

  constructor(settings: SettingsPort) {
    const configured = settings.get('PUBLIC_URL');
    const url = typeof configured === 'string' && configured ? configured : `http://localhost:${String(settings.get('PORT') ?? 3000)}`;
    this.origin = new URL(url).origin;
  }

  absolute(path: string): string {
    return new URL(path, this.origin).toString();
  }
}

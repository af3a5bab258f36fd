import { describe, expect, it } from 'vitest';
import { AppOrigin } from './app-origin.js';
import type { SettingsPort } from './settings.port.js';

const appOrigin = (values: Record<string, string | number | undefined>) => new AppOrigin({ get: (name: string) => values[name] } as SettingsPort);
const request = (host: string | undefined) => ({ protocol: 'http', get: (name: string) => (name === 'host' ? host : undefined) });

describe('AppOrigin: the address of the links the app sends out', () => {
  it('is PUBLIC_URL’s origin, and makes absolute addresses on it', () => {
    const app = appOrigin({ PUBLIC_URL: 'https://app.otimiza.com.br/base/', PORT: 3000 });
    expect(app.origin).toBe('https://app.otimiza.com.br');
    expect(app.absolute('/notification-center')).toBe('https://app.otimiza.com.br/notification-center');
    expect(app.absolute('https://elsewhere.example/x')).toBe('https://elsewhere.example/x');
  });

  it('is http://localhost:PORT without PUBLIC_URL', () => {
    expect(appOrigin({ PORT: 8080 }).origin).toBe('http://localhost:8080');
    expect(appOrigin({}).origin).toBe('http://localhost:3000');
  });

  it('bases a link on PUBLIC_URL, on the request’s host only outside production', () => {
    expect(appOrigin({ PUBLIC_URL: 'https://app.otimiza.com.br/', NODE_ENV: 'production' }).baseFor(request('evil.example'))).toBe(
      'https://app.otimiza.com.br',
    );
    expect(appOrigin({ NODE_ENV: 'development', PORT: 3000 }).baseFor(request('127.0.0.1:5173'))).toBe('http://127.0.0.1:5173');
    expect(appOrigin({ NODE_ENV: 'production', PORT: 8080 }).baseFor(request('evil.example'))).toBe('http://localhost:8080');
  });
});

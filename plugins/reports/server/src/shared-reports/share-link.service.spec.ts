import { describe, expect, it } from 'vitest';
import { AppOrigin, type SettingsPort } from '@otimiza/sdk/server';
import { ShareLinkService } from './share-link.service.js';

const settings = (values: Record<string, string | number | undefined>) => new AppOrigin({ get: (name: string) => values[name] } as SettingsPort);
const request = (host: string | undefined) => ({ protocol: 'http', get: (name: string) => (name === 'host' ? host : undefined) }) as never;

describe('ShareLinkService', () => {
  it('builds the link from PUBLIC_URL', () => {
    const links = new ShareLinkService(settings({ PUBLIC_URL: 'https://app.otimiza.com.br/', NODE_ENV: 'production' }));
    expect(links.linkFor('abc', request('evil.example'))).toBe('https://app.otimiza.com.br/r/abc');
  });

  it('falls back to the request origin outside production', () => {
    const links = new ShareLinkService(settings({ NODE_ENV: 'development', PORT: 3000 }));
    expect(links.linkFor('abc', request('127.0.0.1:5173'))).toBe('http://127.0.0.1:5173/r/abc');
  });

  it('never trusts the Host header in production', () => {
    const links = new ShareLinkService(settings({ NODE_ENV: 'production', PORT: 8080 }));
    expect(links.linkFor('abc', request('evil.example'))).toBe('http://localhost:8080/r/abc');
  });

  it('makes the link on the white-label domain with PUBLIC_URL’s protocol', () => {
    const links = new ShareLinkService(settings({ PUBLIC_URL: 'https://app.otimiza.com.br', NODE_ENV: 'production' }));
    expect(links.linkFor('abc', request('evil.example'), 'relatorios.parceiro.example')).toBe('https://relatorios.parceiro.example/r/abc');
  });
});

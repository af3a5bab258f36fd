import { describe, expect, it, vi } from 'vitest';
import { SafeOutboundPort, type SafeFetchResult } from '@otimiza/sdk/server';
import { BundledOutbound } from './bundled-outbound.js';
import { siteBundleOf } from './site-bundle.js';

class RecordingOutbound extends SafeOutboundPort {
  readonly seen: string[] = [];
  assertAllowed = vi.fn(async (url: string) => {
    this.seen.push(url);
    return new URL(url);
  });
  fetch = vi.fn(async (url: string): Promise<SafeFetchResult> => {
    this.seen.push(url);
    return { status: 200, headers: {}, body: Buffer.from('from the network'), finalUrl: url, redirects: [] };
  });
  resolveHost = vi.fn(async () => '203.0.113.7');
}

const bundle = siteBundleOf(new URL('https://clinica.otimiza-demo.example/'), {
  '/index.html': { contentType: 'text/html; charset=utf-8', body: '<h1>Clínica</h1>' },
  '/favicon.ico': { contentType: 'image/x-icon', body: 'AAABAA==', encoding: 'base64' },
});

describe('BundledOutbound', () => {
  it("answers the bundle's origin from the bundle without reaching the real service", async () => {
    const real = new RecordingOutbound();
    const outbound = new BundledOutbound(bundle, real);
    await outbound.assertAllowed('https://clinica.otimiza-demo.example/');
    const page = await outbound.fetch('https://clinica.otimiza-demo.example/');
    expect(page).toMatchObject({ status: 200, finalUrl: 'https://clinica.otimiza-demo.example/', redirects: [] });
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body.toString()).toBe('<h1>Clínica</h1>');
    expect((await outbound.fetch('https://clinica.otimiza-demo.example/favicon.ico')).body.length).toBe(4);
    expect((await outbound.fetch('https://clinica.otimiza-demo.example/agendar')).status).toBe(404);
    expect((await outbound.fetch('https://clinica.otimiza-demo.example/', { method: 'HEAD' })).body.length).toBe(0);
    expect(real.seen).toEqual([]);
  });

  it('keeps the byte limit of the real service', async () => {
    const outbound = new BundledOutbound(bundle, new RecordingOutbound());
    await expect(outbound.fetch('https://clinica.otimiza-demo.example/', { maxBytes: 4 })).rejects.toMatchObject({ type: 'NETWORK_ERROR' });
  });

  it('sends every other address through the real service', async () => {
    const real = new RecordingOutbound();
    const outbound = new BundledOutbound(bundle, real);
    const response = await outbound.fetch('https://cdn.example.com/foto.jpg', { maxBytes: 10 });
    expect(response.body.toString()).toBe('from the network');
    await outbound.assertAllowed('https://cdn.example.com/');
    expect(real.fetch).toHaveBeenCalledWith('https://cdn.example.com/foto.jpg', { maxBytes: 10 });
    expect(real.seen).toEqual(['https://cdn.example.com/foto.jpg', 'https://cdn.example.com/']);
  });
});

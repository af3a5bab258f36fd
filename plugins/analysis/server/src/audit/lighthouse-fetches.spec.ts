import { describe, expect, it, vi } from 'vitest';
import type { CDPSession, Page } from 'puppeteer-core';
import { siteBundleOf } from '../bundle/site-bundle.js';
import { withBundledFetches } from './lighthouse-fetches.js';

const bundle = siteBundleOf(new URL('https://padaria.otimiza-demo.example/'), {
  '/index.html': { contentType: 'text/html', body: '<h1>Padaria</h1>' },
  '/robots.txt': { contentType: 'text/plain', body: 'User-agent: *\nAllow: /\n' },
});

/** A page whose target's sessions record what reaches the browser. */
function fakePage() {
  const sent: string[] = [];
  const session = {
    send: vi.fn(async (method: string) => {
      sent.push(method);
      return { fromBrowser: method };
    }),
    id: () => 'session-1',
  };
  const target = { createCDPSession: async () => session as unknown as CDPSession, url: () => 'about:blank' };
  const page = { target: () => target, url: () => 'about:blank' } as unknown as Page;
  return { page, sent };
}

describe('withBundledFetches', () => {
  it("answers Lighthouse's own fetches of the bundle's origin (robots.txt) from the bundle", async () => {
    const { page, sent } = fakePage();
    const session = await withBundledFetches(page, bundle).target().createCDPSession();
    const loaded = (await session.send('Network.loadNetworkResource', {
      frameId: 'f',
      url: 'https://padaria.otimiza-demo.example/robots.txt',
      options: { disableCache: true, includeCredentials: true },
    })) as {
      resource: { success: boolean; httpStatusCode: number; stream: string };
    };
    expect(loaded.resource).toMatchObject({ success: true, httpStatusCode: 200 });
    const read = (await session.send('IO.read', { handle: loaded.resource.stream })) as { data: string; base64Encoded: boolean; eof: boolean };
    expect(Buffer.from(read.data, 'base64').toString()).toBe('User-agent: *\nAllow: /\n');
    expect(read.eof).toBe(true);
    expect(await session.send('IO.read', { handle: loaded.resource.stream })).toMatchObject({ data: '', eof: true });
    await session.send('IO.close', { handle: loaded.resource.stream });

    const missing = (await session.send('Network.loadNetworkResource', {
      frameId: 'f',
      url: 'https://padaria.otimiza-demo.example/llms.txt',
      options: { disableCache: true, includeCredentials: true },
    })) as {
      resource: { httpStatusCode: number; stream?: string };
    };
    expect(missing.resource.httpStatusCode).toBe(404);
    expect(missing.resource.stream).toBeUndefined();
    expect(sent).toEqual([]);
  });

  it('passes every other command to the browser', async () => {
    const { page, sent } = fakePage();
    const wrapped = withBundledFetches(page, bundle);
    expect(wrapped.url()).toBe('about:blank');
    const session = await wrapped.target().createCDPSession();
    expect(session.id()).toBe('session-1');
    expect(await session.send('Page.enable')).toEqual({ fromBrowser: 'Page.enable' });
    await session.send('Network.loadNetworkResource', {
      frameId: 'f',
      url: 'https://cdn.example.com/app.js.map',
      options: { disableCache: true, includeCredentials: true },
    });
    await session.send('IO.read', { handle: 'browser-stream-1' });
    expect(sent).toEqual(['Page.enable', 'Network.loadNetworkResource', 'IO.read']);
  });
});

import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { SafeOutboundPort, type SafeFetchOptions, type SafeFetchResult } from '@otimiza/sdk/server';
import { Agent, fetch as undiciFetch } from 'undici';
import { APP_CONFIG } from '../config/config.tokens.js';
import type { AppConfig } from '../config/config.schema.js';
import { networkCause, networkCauseCode } from './network-cause.js';
import { OutboundBlockedError, OutboundLimitError } from './outbound-errors.js';
import { assertPublicHost, createSafeLookup, resolvePublicHost } from './safe-lookup.js';

const defaults = { maxRedirects: 5, maxBytes: 5 * 1024 * 1024, timeoutMs: 15_000 };

function blockedCause(error: unknown): OutboundBlockedError | null {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    if (current instanceof OutboundBlockedError) return current;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/**
 * Every request to a user-supplied host goes through here (ARCHITECTURE.md non-negotiable 4):
 * http(s) only, each DNS answer and each redirect hop checked, limits on hops, bytes and time.
 */
@Injectable()
export class SafeOutboundService extends SafeOutboundPort implements OnApplicationShutdown {
  private readonly allowLoopback: boolean;
  private readonly agent: Agent;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    super();
    this.allowLoopback = config.ALLOW_PRIVATE_TARGETS;
    this.agent = new Agent({ connect: { lookup: createSafeLookup({ allowLoopback: this.allowLoopback }) as never } });
  }

  async assertAllowed(url: string): Promise<URL> {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      throw new OutboundBlockedError('not a URL');
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new OutboundBlockedError(`${parsed.protocol} is not http or https`);
    if (parsed.username || parsed.password) throw new OutboundBlockedError('credentials in the URL');
    await assertPublicHost(parsed.hostname, { allowLoopback: this.allowLoopback });
    return parsed;
  }

  async resolveHost(hostname: string): Promise<string> {
    return resolvePublicHost(hostname, { allowLoopback: this.allowLoopback });
  }

  async fetch(url: string, options: SafeFetchOptions = {}): Promise<SafeFetchResult> {
    const limits = { ...defaults, ...options };
    const signal = AbortSignal.timeout(limits.timeoutMs);
    const redirects: string[] = [];
    let current = await this.assertAllowed(url);
    const origin = current.origin;
    try {
      for (;;) {
        const response = await undiciFetch(current, {
          method: options.method ?? 'GET',
          headers: { 'user-agent': 'OtimizaBot/1.0 (+https://otimiza.com.br)', ...options.headers },
          ...(options.body === undefined ? {} : { body: options.body }),
          redirect: 'manual',
          signal,
          dispatcher: this.agent,
        });
        const location = response.headers.get('location');
        // A request with a body is not sent again elsewhere: its redirect is the answer.
        const leavesOrigin = options.sameOriginRedirects === true && location !== null && new URL(location, current).origin !== origin;
        if (response.status >= 300 && response.status < 400 && location && options.body === undefined && !leavesOrigin) {
          await response.body?.cancel();
          if (redirects.length >= limits.maxRedirects) throw new OutboundBlockedError(`more than ${limits.maxRedirects} redirects`);
          redirects.push(current.toString());
          current = await this.assertAllowed(new URL(location, current).toString());
          continue;
        }
        const body = await this.readCapped(response.body as unknown as ReadableStream<Uint8Array> | null, limits.maxBytes);
        return {
          status: response.status,
          headers: Object.fromEntries(response.headers.entries()),
          body,
          finalUrl: current.toString(),
          redirects,
        };
      }
    } catch (error) {
      const blocked = blockedCause(error);
      if (blocked) throw blocked;
      if (signal.aborted) {
        throw new OutboundLimitError(
          'API_TIMEOUT',
          408,
          { pt: 'O site demorou demais para responder.', en: 'The website took too long to respond.' },
          'timeout',
        );
      }
      if (error instanceof OutboundLimitError || error instanceof OutboundBlockedError) throw error;
      throw new OutboundLimitError('NETWORK_ERROR', 400, networkCause(error), networkCauseCode(error));
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.agent.close();
  }

  private async readCapped(stream: ReadableStream<Uint8Array> | null, maxBytes: number): Promise<Buffer> {
    if (!stream) return Buffer.alloc(0);
    const chunks: Uint8Array[] = [];
    let size = 0;
    for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) {
      size += chunk.byteLength;
      if (size > maxBytes) {
        await stream.cancel().catch(() => undefined);
        throw new OutboundLimitError('NETWORK_ERROR', 400, {
          pt: `A página passa do limite de ${Math.round(maxBytes / 1024 / 1024)} MB.`,
          en: `The page is larger than the ${Math.round(maxBytes / 1024 / 1024)} MB limit.`,
        });
      }
      chunks.push(chunk);
    }
    return Buffer.concat(chunks);
  }
}

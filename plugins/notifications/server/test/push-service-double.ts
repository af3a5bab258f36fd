import { createECDH, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';

// The Encrypted Content-Encoding library web-push itself uses (RFC 8188), without type declarations.
const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(buffer: Buffer, params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: string }): Buffer;
};

/** A browser's push subscription as PushSubscription.toJSON() gives it, with the private key only the browser holds. */
export interface BrowserSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** The browser's ECDH key pair (P-256): the message is encrypted to its public half. */
  ecdh: ECDH;
}

/** One message the double accepted: decrypted and its VAPID signature checked. */
export interface ReceivedPush {
  endpoint: string;
  payload: unknown;
  /** The VAPID public key (k=) the JWT was verified with, and the JWT's claims. */
  vapidKey: string;
  claims: { aud: string; exp: number; sub: string };
  headers: Record<string, string | string[] | undefined>;
}

export interface PushServiceDouble {
  url: string;
  received: ReceivedPush[];
  /** Requests refused, with why (a bad signature, an undecryptable body). */
  refused: { endpoint: string; reason: string }[];
  /** A new browser subscription on this push service. */
  subscribe(): BrowserSubscription;
  /** What the service answers for an endpoint from now on (410: the subscription is gone). */
  answerWith(endpoint: string, status: number): void;
  close(): Promise<void>;
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/** Checks `Authorization: vapid t=<JWT>, k=<public key>` (RFC 8292): an ES256 signature by that key. Answers the key and claims. */
function verifyVapid(header: string | undefined, audience: string): { key: string; claims: ReceivedPush['claims'] } {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`no VAPID authorization: ${header ?? '(none)'}`);
  const [, jwt, key] = match as unknown as [string, string, string];
  const [head, body, signature] = jwt.split('.');
  if (!head || !body || !signature) throw new Error('malformed JWT');
  const raw = Buffer.from(key, 'base64url');
  if (raw.length !== 65 || raw[0] !== 4) throw new Error('the VAPID key is not an uncompressed P-256 point');
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33).toString('base64url') },
    format: 'jwk',
  });
  const signed = verify('sha256', Buffer.from(`${head}.${body}`), { key: publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!signed) throw new Error('the JWT signature does not verify with the VAPID key');
  if ((JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg?: string }).alg !== 'ES256') throw new Error('not ES256');
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as ReceivedPush['claims'];
  if (claims.aud !== audience) throw new Error(`JWT audience ${claims.aud} is not ${audience}`);
  if (!(claims.exp * 1000 > Date.now())) throw new Error('JWT expired');
  if (!/^(mailto:|https:)/.test(claims.sub)) throw new Error(`bad VAPID subject ${claims.sub}`);
  return { key, claims };
}

/**
 * A Web Push service on 127.0.0.1 (RFC 8030): accepts POSTs to its subscriptions' endpoints,
 * verifies the VAPID JWT, decrypts the aes128gcm body with the browser's private key and auth
 * secret (RFC 8291), records the message and answers 201 (or what `answerWith` set).
 */
export async function startPushServiceDouble(): Promise<PushServiceDouble> {
  const browsers = new Map<string, { ecdh: ECDH; auth: string }>();
  const answers = new Map<string, number>();
  const received: ReceivedPush[] = [];
  const refused: PushServiceDouble['refused'] = [];
  let url = '';
  const server: Server = createServer((request, response) => {
    void (async () => {
      const endpoint = `${url}${request.url ?? ''}`;
      const body = await readBody(request);
      const browser = browsers.get(endpoint);
      if (request.method !== 'POST' || !browser) return response.writeHead(404).end();
      const status = answers.get(endpoint);
      if (status && status !== 201) return response.writeHead(status).end();
      try {
        if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error(`content-encoding ${String(request.headers['content-encoding'])}`);
        if (!request.headers['ttl']) throw new Error('no TTL header');
        const vapid = verifyVapid(request.headers['authorization'], url);
        const plain = ece.decrypt(body, { version: 'aes128gcm', privateKey: browser.ecdh, authSecret: browser.auth });
        received.push({ endpoint, payload: JSON.parse(plain.toString('utf8')), vapidKey: vapid.key, claims: vapid.claims, headers: request.headers });
        response.writeHead(201).end();
      } catch (error) {
        refused.push({ endpoint, reason: (error as Error).message });
        response.writeHead(400).end((error as Error).message);
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    received,
    refused,
    subscribe() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const endpoint = `${url}/push/${randomBytes(12).toString('hex')}`;
      const auth = randomBytes(16).toString('base64url');
      browsers.set(endpoint, { ecdh, auth });
      return { endpoint, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth }, ecdh };
    },
    answerWith(endpoint, status) {
      answers.set(endpoint, status);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

import { request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import type { TestApp, TestUser } from '@otimiza/sdk/testing';

export interface SseReader {
  /** Events received so far (`event:` name and parsed `data:`), comments left out. */
  events: { event: string; data: unknown }[];
  /** Resolves with the first event from index `from` on that `matches`, waiting for it up to `timeoutMs`. */
  next(matches: (data: unknown) => boolean, from?: number, timeoutMs?: number): Promise<unknown>;
  close(): void;
}

/** The app listening on loopback (the test app does not listen by itself), for raw requests such as an event stream. */
export async function listeningUrl(testApp: TestApp): Promise<string> {
  const server = testApp.server as Server;
  if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** The session cookie of a member, from a login of their own. */
export async function sessionCookie(testApp: TestApp, user: TestUser): Promise<string> {
  const login = await request(testApp.server as never)
    .post('/api/auth/login')
    .send({ email: user.email, password: user.password })
    .expect(200);
  return ([] as string[])
    .concat(login.headers['set-cookie'] ?? [])
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** Opens a Server-Sent Events stream with a plain HTTP request, as a browser's EventSource would. */
export async function openEventStream(url: string, cookie: string): Promise<{ response: IncomingMessage; reader: SseReader }> {
  const events: SseReader['events'] = [];
  const waiters = new Set<() => void>();
  let buffer = '';
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    const outgoing = httpRequest(url, { headers: { cookie, accept: 'text/event-stream' } }, resolve);
    outgoing.on('error', reject);
    outgoing.end();
  });
  response.setEncoding('utf8');
  response.on('data', (chunk: string) => {
    buffer += chunk;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const lines = block.split('\n').filter((line) => !line.startsWith(':'));
      const data = lines.find((line) => line.startsWith('data: '));
      if (!data) continue;
      events.push({ event: lines.find((line) => line.startsWith('event: '))?.slice(7) ?? 'message', data: JSON.parse(data.slice(6)) });
      for (const wake of waiters) wake();
    }
  });
  const reader: SseReader = {
    events,
    next: (matches, from = 0, timeoutMs = 15_000) =>
      new Promise((resolve, reject) => {
        const look = () => {
          const found = events.slice(from).find((event) => matches(event.data));
          if (!found) return false;
          waiters.delete(look);
          clearTimeout(timer);
          resolve(found.data);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(look);
          reject(new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(events.map((event) => event.data))}`));
        }, timeoutMs);
        if (!look()) waiters.add(look);
      }),
    close: () => response.destroy(),
  };
  return { response, reader };
}

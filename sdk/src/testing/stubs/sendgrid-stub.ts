import { createServer, type Server } from 'node:http';

export interface SendgridStubMail {
  authorization: string | undefined;
  body: {
    personalizations: { to: { email: string }[] }[];
    from: { email: string; name?: string };
    subject: string;
    content: { type: string; value: string }[];
    attachments?: { filename: string; type?: string; disposition?: string; content: string }[];
  };
}

/**
 * Speaks SendGrid's v3 `POST /v3/mail/send` (and `GET /v3/scopes`, the health probe) on loopback: checks the bearer key and the body's
 * shape like the real API (400 on a malformed message, 401 on a wrong key, 202 when accepted).
 */
export async function startSendgridStub(
  apiKey: string,
): Promise<{ url: string; received: SendgridStubMail[]; failNext(count: number): void; close(): Promise<void> }> {
  const received: SendgridStubMail[] = [];
  let failures = 0;
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const reply = (status: number, body?: unknown) => {
        res.writeHead(status, body ? { 'Content-Type': 'application/json' } : {});
        res.end(body ? JSON.stringify(body) : undefined);
      };
      if (req.headers.authorization !== `Bearer ${apiKey}` && (req.url === '/v3/mail/send' || req.url === '/v3/scopes')) {
        return reply(401, { errors: [{ message: 'The provided authorization grant is invalid' }] });
      }
      if (req.method === 'GET' && req.url === '/v3/scopes') return reply(200, { scopes: ['mail.send'] });
      if (req.method !== 'POST' || req.url !== '/v3/mail/send') return reply(404, { errors: [{ message: 'not found' }] });
      if (failures > 0) {
        failures -= 1;
        return reply(503, { errors: [{ message: 'Service unavailable' }] });
      }
      let body: SendgridStubMail['body'];
      try {
        body = JSON.parse(raw) as SendgridStubMail['body'];
      } catch {
        return reply(400, { errors: [{ message: 'Invalid JSON' }] });
      }
      const valid =
        Array.isArray(body.personalizations) &&
        body.personalizations[0]?.to?.[0]?.email &&
        body.from?.email &&
        typeof body.subject === 'string' &&
        body.content?.every((part) => typeof part.type === 'string' && typeof part.value === 'string') &&
        // Like the real API: each attachment needs a file name and base64 content.
        (body.attachments ?? []).every(
          (attachment) => typeof attachment.filename === 'string' && attachment.filename.length > 0 && /^[A-Za-z0-9+/]+={0,2}$/.test(attachment.content ?? ''),
        );
      if (!valid) return reply(400, { errors: [{ message: 'Malformed message' }] });
      received.push({ authorization: req.headers.authorization, body });
      reply(202);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    failNext: (count) => (failures = count),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

import { createHash, X509Certificate } from 'node:crypto';
import { createServer, type Server } from 'node:https';
import type { RequestListener } from 'node:http';
import { generate } from 'selfsigned';

export interface TestCertificate {
  key: string;
  cert: string;
  /** Base64 SHA-256 of the certificate's public key (SPKI): the value of `BROWSER_TRUSTED_SPKI`. */
  spki: string;
}

/** A fresh self-signed server certificate for `localhost` and 127.0.0.1. */
export async function createTestCertificate(): Promise<TestCertificate> {
  const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
    keySize: 2048,
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, keyEncipherment: true },
      { name: 'extKeyUsage', serverAuth: true },
      {
        name: 'subjectAltName',
        altNames: [
          { type: 2, value: 'localhost' },
          { type: 7, ip: '127.0.0.1' },
        ],
      },
    ],
  });
  const publicKey = new X509Certificate(pems.cert).publicKey.export({ type: 'spki', format: 'der' });
  return { key: pems.private, cert: pems.cert, spki: createHash('sha256').update(publicKey).digest('base64') };
}

/**
 * The security headers a careful HTTPS site sends (HSTS, a content policy strict enough to refuse any injected
 * script, no framing, no sniffing, a referrer policy): what an audit of such a page finds nothing wrong with.
 */
export const carefulSecurityHeaders: Readonly<Record<string, string>> = {
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'Content-Security-Policy': "default-src 'self'; frame-ancestors 'none'",
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

export interface HttpsTestSite {
  /** `https://127.0.0.1:<port>` (no trailing slash). */
  url: string;
  /** Pass as `env: { BROWSER_TRUSTED_SPKI: site.spki }` to the test app, so its browser trusts this site. */
  spki: string;
  server: Server;
  close(): Promise<void>;
}

/**
 * An HTTPS site on loopback with a certificate made for it, for audits that must see a secure
 * page (HTTPS, HSTS). The app's browser accepts it only with the certificate's SPKI hash in
 * `BROWSER_TRUSTED_SPKI` (and loopback with `ALLOW_PRIVATE_TARGETS`), both refused in production.
 */
export async function startHttpsTestSite(handler: RequestListener): Promise<HttpsTestSite> {
  const certificate = await createTestCertificate();
  const server = createServer({ key: certificate.key, cert: certificate.cert }, handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    url: `https://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    spki: certificate.spki,
    server,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

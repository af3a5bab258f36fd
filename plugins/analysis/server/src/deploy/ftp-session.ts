import { isIP } from 'node:net';
import type { ConnectionOptions } from 'node:tls';
import { Client, FTPError } from 'basic-ftp';
import type { LocalizedText } from '@otimiza/sdk/shared';
import { plainFtpWarning } from './deploy-messages.js';
import { dataConnectionsTo } from './data-connection-strategy.js';

export interface FtpEndpoint {
  /** The name the user gave: the server's certificate must be valid for it. */
  hostname: string;
  /** The address the safe-outbound policy checked: every connection, control and data, goes there. */
  address: string;
  port: number;
  username: string;
  password: string;
  /** Certificate authorities to trust instead of the system's (a private CA, a test server). */
  trustedCa?: string;
}

/** The server spoke TLS but its certificate could not be trusted: nothing was sent in clear. */
export class FtpTlsError extends Error {
  constructor(override readonly cause: unknown) {
    super(`TLS negotiation failed: ${cause instanceof Error ? cause.message : String(cause)}`);
  }
}

/**
 * A logged-in FTP connection. Explicit FTPS first; only when the server refuses AUTH TLS does it
 * reconnect in plain FTP (with a warning). A certificate that cannot be trusted is an error, never
 * a reason to fall back, or anyone in the middle could make us send the password in clear.
 */
export class FtpSession {
  protocol: 'ftps' | 'ftp' = 'ftps';
  readonly warnings: LocalizedText[] = [];
  /** The server answered (its greeting arrived) at least once. */
  reachedServer = false;
  loginDirectory = '/';
  private client: Client | null = null;

  constructor(
    private readonly endpoint: FtpEndpoint,
    private readonly socketTimeoutMs: number,
  ) {}

  get ftp(): Client {
    if (!this.client) throw new Error('the FTP session is not open');
    return this.client;
  }

  get isOpen(): boolean {
    return this.client !== null && !this.client.closed;
  }

  async open(): Promise<void> {
    if (this.protocol === 'ftps') {
      const client = await this.connect();
      if (await this.upgradeToTls(client)) return this.login(client);
      client.close();
      this.protocol = 'ftp';
      this.warnings.push(plainFtpWarning);
    }
    await this.login(await this.connect());
  }

  close(): void {
    this.client?.close();
  }

  private async connect(): Promise<Client> {
    this.close();
    const client = new Client(this.socketTimeoutMs, { allowSeparateTransferHost: false });
    client.prepareTransfer = dataConnectionsTo(this.endpoint.address);
    this.client = client;
    await client.connect(this.endpoint.address, this.endpoint.port);
    this.reachedServer = true;
    return client;
  }

  /** False when the server refuses AUTH TLS (it answered, with an FTP error code). */
  private async upgradeToTls(client: Client): Promise<boolean> {
    try {
      await client.useTLS(this.tlsOptions());
      return true;
    } catch (error) {
      if (error instanceof FTPError) return false;
      throw new FtpTlsError(error);
    }
  }

  private async login(client: Client): Promise<void> {
    await client.sendIgnoringError('OPTS UTF8 ON');
    await client.login(this.endpoint.username, this.endpoint.password);
    await client.useDefaultSettings();
    this.loginDirectory = await client.pwd().catch(() => '/');
  }

  private tlsOptions(): ConnectionOptions {
    const { hostname, trustedCa } = this.endpoint;
    return {
      // The certificate is checked against the name the user gave, though the socket goes to the checked address.
      host: hostname,
      ...(isIP(hostname) ? {} : { servername: hostname }),
      ...(trustedCa ? { ca: trustedCa } : {}),
      minVersion: 'TLSv1.2',
    };
  }
}

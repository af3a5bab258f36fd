import type { EventEmitter } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, posix } from 'node:path';
import { Readable } from 'node:stream';
import { FileSystem, FtpSrv, type FtpConnection } from 'ftp-srv';

export interface FtpTestServerOptions {
  username: string;
  password: string;
  /** Certificate and key: the server then accepts AUTH TLS (explicit FTPS). */
  tls?: { key: string; cert: string };
  /** Commands the server answers with 502, e.g. ['EPSV']. */
  refuse?: string[];
  /** The host a PASV answer names (the server's own address by default). */
  passiveHost?: string;
}

export interface FtpTestServer {
  host: string;
  port: number;
  /** The server's files: the FTP root folder on disk. */
  root: string;
  /** Control connections accepted so far. */
  connections: () => number;
  /** Passwords the server was sent, to prove what travelled. */
  logins: { username: string; secure: boolean }[];
  /** The next read of `path` after a write to it answers `bytes` instead of the file (a server that corrupts uploads). */
  corruptNextReadAfterWrite: (path: string, bytes: Buffer) => void;
  close: () => Promise<void>;
}

const silentLog = {
  child: () => silentLog,
  trace: () => undefined,
  debug: () => undefined,
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
  fatal: () => undefined,
};

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return typeof address === 'object' && address ? address.port : 0;
}

/** An `ftp-srv` server on loopback over a temporary folder, with one user. */
export async function startFtpTestServer(options: FtpTestServerOptions): Promise<FtpTestServer> {
  const root = await mkdtemp(join(tmpdir(), 'otimiza-ftp-'));
  const port = await freePort();
  let corruption: { path: string; bytes: Buffer; armed: boolean } | null = null;

  class CorruptingFileSystem extends FileSystem {
    override write(fileName: string, writeOptions?: { append?: boolean; start?: unknown }) {
      if (corruption && this.clientPath(fileName) === corruption.path) corruption.armed = true;
      return super.write(fileName, writeOptions);
    }

    override read(fileName: string, readOptions?: { start?: unknown }) {
      const clientPath = this.clientPath(fileName);
      if (corruption?.armed && clientPath === corruption.path) {
        const { bytes } = corruption;
        corruption = null;
        return Promise.resolve({ stream: Readable.from([bytes]), clientPath });
      }
      return super.read(fileName, readOptions);
    }

    private clientPath(fileName: string): string {
      return posix.resolve('/', this.cwd, fileName);
    }
  }

  const server = new FtpSrv({
    url: `ftp://127.0.0.1:${port}`,
    pasv_url: (options.passiveHost ? () => options.passiveHost : '127.0.0.1') as string,
    pasv_min: 20000,
    pasv_max: 60000,
    tls: options.tls ?? false,
    blacklist: options.refuse ?? [],
    greeting: 'otimiza test FTP',
    log: silentLog,
  });
  let connections = 0;
  (server as unknown as EventEmitter).on('connect', () => connections++);
  const logins: FtpTestServer['logins'] = [];
  server.on('login', ({ connection, username, password }, resolve, reject) => {
    logins.push({ username, secure: (connection as FtpConnection).secure });
    if (username !== options.username || password !== options.password) return reject(new Error('Login incorrect.'));
    resolve({ fs: new CorruptingFileSystem(connection, { root, cwd: '/' }) });
  });
  await server.listen();

  return {
    host: '127.0.0.1',
    port,
    root,
    connections: () => connections,
    logins,
    corruptNextReadAfterWrite: (path, bytes) => (corruption = { path, bytes, armed: false }),
    close: async () => {
      await server.close();
      await rm(root, { recursive: true, force: true });
    },
  };
}

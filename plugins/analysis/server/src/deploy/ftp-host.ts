import { isIP } from 'node:net';

export interface FtpHost {
  hostname: string;
  port: number;
}

/**
 * The server as users paste it: `ftp.padaria.com.br`, `ftp://ftp.padaria.com.br/`,
 * `ftp.padaria.com.br:2121` or `[2001:db8::1]`. A port written in the host wins over the port field.
 */
export function parseFtpHost(input: string, port: number): FtpHost {
  const bare = input.trim().replace(/^ftps?:\/\//i, '');
  if (isIP(bare)) return { hostname: bare, port };
  try {
    const url = new URL(`ftp://${bare}`);
    return { hostname: url.hostname.replace(/^\[|\]$/g, ''), port: url.port ? Number(url.port) : port };
  } catch {
    return { hostname: bare, port };
  }
}

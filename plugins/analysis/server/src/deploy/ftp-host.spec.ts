import { describe, expect, it } from 'vitest';
import { parseFtpHost } from './ftp-host.js';

describe('parseFtpHost', () => {
  it('accepts a bare host name and keeps the port field', () => {
    expect(parseFtpHost(' ftp.Padaria.com.br ', 21)).toEqual({ hostname: 'ftp.padaria.com.br', port: 21 });
  });

  it('drops a pasted scheme, path and credentials', () => {
    expect(parseFtpHost('ftp://ftp.padaria.com.br/public_html/', 21)).toEqual({ hostname: 'ftp.padaria.com.br', port: 21 });
    expect(parseFtpHost('FTPS://joao@ftp.padaria.com.br', 990)).toEqual({ hostname: 'ftp.padaria.com.br', port: 990 });
  });

  it('takes a port written in the host', () => {
    expect(parseFtpHost('ftp.padaria.com.br:2121', 21)).toEqual({ hostname: 'ftp.padaria.com.br', port: 2121 });
    expect(parseFtpHost('[2001:db8::1]:2121', 21)).toEqual({ hostname: '2001:db8::1', port: 2121 });
  });

  it('keeps IP addresses as they are', () => {
    expect(parseFtpHost('203.0.113.7', 21)).toEqual({ hostname: '203.0.113.7', port: 21 });
    expect(parseFtpHost('2001:db8::1', 21)).toEqual({ hostname: '2001:db8::1', port: 21 });
  });
});

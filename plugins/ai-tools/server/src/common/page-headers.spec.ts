import { describe, expect, it } from 'vitest';
import { normalizeHeaders } from './page-headers.js';

describe('normalizeHeaders', () => {
  it('lower-cases names and joins repeated values, keeping one cookie per line', () => {
    expect(
      normalizeHeaders({ Server: 'nginx', 'Set-Cookie': ['a=1; path=/', 'b=2'], Vary: ['Accept', 'Origin'], 'Content-Length': 10, 'X-Empty': undefined }),
    ).toEqual({
      server: 'nginx',
      'set-cookie': 'a=1; path=/\nb=2',
      vary: 'Accept, Origin',
      'content-length': '10',
    });
  });

  it('reads a fetch Headers object, cookies included', () => {
    const headers = new Headers([
      ['Server', 'Apache'],
      ['Set-Cookie', 'a=1'],
      ['Set-Cookie', 'b=2'],
    ]);
    expect(normalizeHeaders(headers)).toMatchObject({ server: 'Apache', 'set-cookie': 'a=1\nb=2' });
  });

  it('gives an empty record without headers', () => {
    expect(normalizeHeaders(undefined)).toEqual({});
  });
});

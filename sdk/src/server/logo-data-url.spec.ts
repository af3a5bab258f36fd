import { describe, expect, it } from 'vitest';
import { dataUrl, noisePng } from '../testing/png-fixtures.js';
import { decodeLogoDataUrl, type LogoRefusal } from './logo-data-url.js';

const maxBytes = 2048;

class Refused extends Error {
  constructor(readonly reason: LogoRefusal) {
    super(reason);
  }
}

const rules = { maxBytes, refuse: (reason: LogoRefusal) => new Refused(reason) };

function refusal(value: string): LogoRefusal | undefined {
  try {
    decodeLogoDataUrl(value, rules);
    return undefined;
  } catch (error) {
    if (error instanceof Refused) return error.reason;
    throw error;
  }
}

describe('decodeLogoDataUrl', () => {
  it('decodes PNG and JPEG by their bytes', () => {
    const png = noisePng();
    expect(decodeLogoDataUrl(dataUrl('image/png', png), rules)).toEqual({ bytes: png, type: 'image/png' });
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xdb, 1, 2, 3]);
    // The declared type is not trusted: the bytes decide.
    expect(decodeLogoDataUrl(dataUrl('image/png', jpeg), rules).type).toBe('image/jpeg');
  });

  it('refuses other formats, addresses and files over the limit, with the caller’s error', () => {
    expect(refusal(dataUrl('image/png', Buffer.from('GIF89a-not-a-png')))).toBe('typeMismatch');
    expect(refusal(dataUrl('image/svg+xml', Buffer.from('<svg/>')))).toBe('notImage');
    expect(refusal('https://example.com/logo.png')).toBe('notImage');
    expect(refusal(dataUrl('image/png', Buffer.alloc(0)))).toBe('typeMismatch');
    const small = noisePng(4, 4);
    const atLimit = Buffer.concat([small, Buffer.alloc(maxBytes - small.length)]);
    expect(refusal(dataUrl('image/png', atLimit))).toBeUndefined();
    expect(refusal(dataUrl('image/png', Buffer.concat([atLimit, Buffer.alloc(1)])))).toBe('tooLarge');
  });
});

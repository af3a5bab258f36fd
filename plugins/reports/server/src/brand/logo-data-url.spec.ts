import { describe, expect, it } from 'vitest';
import { ApiError } from '@otimiza/sdk/server';
import { MAX_LOGO_BYTES } from '@otimiza/plugin-reports-shared';
import { decodeLogoDataUrl } from './logo-data-url.js';
import { dataUrl, noisePng } from './test-png.fixture.js';

function refusal(value: string): string | undefined {
  try {
    decodeLogoDataUrl(value);
    return undefined;
  } catch (error) {
    return error instanceof ApiError ? (error.body.error.details?.['fields'] as { message: string }[])[0]?.message : String(error);
  }
}

describe('decodeLogoDataUrl', () => {
  it('decodes PNG and JPEG by their bytes', () => {
    const png = noisePng();
    expect(decodeLogoDataUrl(dataUrl('image/png', png))).toEqual({ bytes: png, type: 'image/png' });
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xdb, 1, 2, 3]);
    // The declared type is not trusted: the bytes decide.
    expect(decodeLogoDataUrl(dataUrl('image/png', jpeg)).type).toBe('image/jpeg');
  });

  it('refuses other formats, non-data URLs and files over the limit', () => {
    expect(refusal(dataUrl('image/png', Buffer.from('GIF89a-not-a-png')))).toBe('reports.logoTypeMismatch');
    expect(refusal(dataUrl('image/svg+xml', Buffer.from('<svg/>')))).toBe('reports.logoNotImage');
    expect(refusal('https://example.com/logo.png')).toBe('reports.logoNotImage');
    expect(refusal(dataUrl('image/png', Buffer.alloc(0)))).toBe('reports.logoTypeMismatch');
    const atLimit = Buffer.concat([noisePng(), Buffer.alloc(MAX_LOGO_BYTES - noisePng().length)]);
    expect(refusal(dataUrl('image/png', atLimit))).toBeUndefined();
    expect(refusal(dataUrl('image/png', Buffer.concat([atLimit, Buffer.alloc(1)])))).toBe('reports.logoTooLarge');
  });
});

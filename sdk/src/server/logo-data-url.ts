import type { BrandLogo } from './brand.port.js';

/** Why an uploaded logo is refused: not a data URL of a PNG or JPG, over the size limit, or bytes of another format. */
export type LogoRefusal = 'notImage' | 'tooLarge' | 'typeMismatch';

export interface LogoDataUrlRules {
  maxBytes: number;
  /** The error to throw for each refusal: each plugin answers with its own field and messages. */
  refuse: (reason: LogoRefusal) => Error;
}

const dataUrlPattern = /^data:(image\/(?:png|jpeg|jpg));base64,([A-Za-z0-9+/\s]*={0,2})$/;
const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const jpegSignature = Buffer.from([0xff, 0xd8, 0xff]);

/** The image type the bytes really are: the declared type of a data URL proves nothing. */
export function sniffLogoType(bytes: Buffer): BrandLogo['type'] | null {
  if (bytes.subarray(0, pngSignature.length).equals(pngSignature)) return 'image/png';
  if (bytes.subarray(0, jpegSignature.length).equals(jpegSignature)) return 'image/jpeg';
  return null;
}

/**
 * Decodes a `data:image/png|jpeg;base64,…` logo, refusing anything else — an `https://` address
 * included: the server never fetches a logo — and files over `maxBytes`.
 */
export function decodeLogoDataUrl(dataUrl: string, rules: LogoDataUrlRules): BrandLogo {
  const match = dataUrlPattern.exec(dataUrl.trim());
  if (!match) throw rules.refuse('notImage');
  const base64 = match[2]!.replace(/\s/g, '');
  // Checked before decoding so that an oversized upload is not copied again in memory.
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  if (Math.floor((base64.length * 3) / 4) - padding > rules.maxBytes) throw rules.refuse('tooLarge');
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > rules.maxBytes) throw rules.refuse('tooLarge');
  const type = sniffLogoType(bytes);
  if (!type) throw rules.refuse('typeMismatch');
  return { bytes, type };
}

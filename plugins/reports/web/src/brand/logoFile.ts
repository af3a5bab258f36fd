import { logoTypes, MAX_LOGO_BYTES } from '@otimiza/plugin-reports-shared';

/** Why a chosen logo file cannot be used (spec 000 §5: PNG or JPG up to 2 MB), or null. */
export function logoFileProblem(file: { type: string; size: number }): 'type' | 'size' | null {
  if (!(logoTypes as readonly string[]).includes(file.type)) return 'type';
  if (file.size > MAX_LOGO_BYTES) return 'size';
  return null;
}

/** Reads a file as a data URL (`data:image/png;base64,…`), as `PUT /api/brand-settings` takes the logo. */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('FileReader failed'));
    reader.readAsDataURL(file);
  });
}

/** '#3b82f6' → '#3B82F6'; anything that is not a 6-digit hex colour gives the fallback. */
export function normaliseHexColour(value: string, fallback: string): string {
  const trimmed = value.trim();
  return /^#[0-9a-f]{6}$/i.test(trimmed) ? trimmed.toUpperCase() : fallback;
}

/**
 * White or dark text on a header colour: white while its contrast reaches 3:1 (WCAG AA for the
 * large, bold header text), dark text on lighter colours.
 */
export function readableTextOn(hex: string): '#FFFFFF' | '#0F172A' {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  if (!/^#[0-9a-f]{6}$/i.test(hex)) return '#FFFFFF';
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return 1.05 / (luminance + 0.05) >= 3 ? '#FFFFFF' : '#0F172A';
}

/** Whether the browser can draw an image from this data URL (a renamed non-image file cannot). */
export function imageDecodes(dataUrl: string): Promise<boolean> {
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = () => resolve(image.naturalWidth > 0);
    image.onerror = () => resolve(false);
    image.src = dataUrl;
  });
}

import { logoTypes, MAX_LOGO_BYTES } from '@otimiza/plugin-white-label-shared';

/** Why a chosen logo file cannot be used (PNG or JPG up to 2 MB), or null. */
export function logoFileProblem(file: { type: string; size: number }): 'type' | 'size' | null {
  if (!(logoTypes as readonly string[]).includes(file.type)) return 'type';
  if (file.size > MAX_LOGO_BYTES) return 'size';
  return null;
}

/** Reads a file as a data URL (`data:image/png;base64,…`), as `PUT /api/white-label/brand` takes the logo. */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('FileReader failed'));
    reader.readAsDataURL(file);
  });
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

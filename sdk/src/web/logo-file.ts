/** Why a logo the user picked cannot be used: not a PNG or JPG, over the size limit, unreadable, or not an image the browser can draw. */
export type LogoFileProblem = 'type' | 'size' | 'unreadable' | 'notImage';

const logoFileTypes: readonly string[] = ['image/png', 'image/jpeg'];

/** The problem a file shows before it is read (its declared type and its size), or null. */
export function logoFileProblem(file: { type: string; size: number }, maxBytes: number): 'type' | 'size' | null {
  if (!logoFileTypes.includes(file.type)) return 'type';
  if (file.size > maxBytes) return 'size';
  return null;
}

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('FileReader failed'));
    reader.readAsDataURL(file);
  });
}

/** Whether the browser can draw an image from this data URL (a renamed non-image file cannot). */
function imageDecodes(dataUrl: string): Promise<boolean> {
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = () => resolve(image.naturalWidth > 0);
    image.onerror = () => resolve(false);
    image.src = dataUrl;
  });
}

/**
 * A logo picked in a brand form, as the data URL (`data:image/png;base64,…`) the brand APIs take,
 * or the problem to tell the user; the server checks the bytes again.
 */
export async function readLogoFile(file: File, maxBytes: number): Promise<{ dataUrl: string } | { problem: LogoFileProblem }> {
  const problem = logoFileProblem(file, maxBytes);
  if (problem) return { problem };
  let dataUrl: string;
  try {
    dataUrl = await readAsDataUrl(file);
  } catch {
    return { problem: 'unreadable' };
  }
  return (await imageDecodes(dataUrl)) ? { dataUrl } : { problem: 'notImage' };
}

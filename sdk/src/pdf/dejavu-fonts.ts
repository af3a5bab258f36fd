import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export interface DejaVuFonts {
  regular: Uint8Array;
  bold: Uint8Array;
}

/** The `ttf` folder of the `dejavu-fonts-ttf` package, wherever npm placed it. */
export function dejaVuFontDirectory(): string {
  const packageJson = createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json');
  return join(dirname(packageJson), 'ttf');
}

/** DejaVu Sans covers every Portuguese accent (ã, ç, é, ô…), unlike the PDF standard fonts. */
export async function loadDejaVuFonts(): Promise<DejaVuFonts> {
  const directory = dejaVuFontDirectory();
  const [regular, bold] = await Promise.all([readFile(join(directory, 'DejaVuSans.ttf')), readFile(join(directory, 'DejaVuSans-Bold.ttf'))]);
  return { regular, bold };
}

let loading: Promise<DejaVuFonts> | undefined;

/** The fonts, read once per process; a failed read is tried again on the next call. */
export function dejaVuFonts(): Promise<DejaVuFonts> {
  loading ??= loadDejaVuFonts().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

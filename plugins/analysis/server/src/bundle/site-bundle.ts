import { createHash } from 'node:crypto';
import { ApiError, type BundledSiteFile } from '@otimiza/sdk/server';

export interface BundledFile {
  contentType: string;
  body: Buffer;
}

/** A site served from memory: every request to `origin` is answered from `files` (by path), 404 otherwise. */
export interface SiteBundle {
  origin: string;
  files: ReadonlyMap<string, BundledFile>;
}

/** Bundles live in the database and are read by every job: a few sample pages, not a site mirror. */
export const MAX_BUNDLE_BYTES = 8 * 1024 * 1024;
const MAX_FILES = 200;

const invalid = (en: string, pt: string) => new ApiError('VALIDATION_ERROR', 400, { pt, en });

/** Checks and decodes a bundle whose page is `pageUrl`: the page itself must be one of its files. */
export function siteBundleOf(pageUrl: URL, files: Readonly<Record<string, BundledSiteFile>>): SiteBundle {
  const entries = Object.entries(files);
  if (entries.length === 0 || entries.length > MAX_FILES) throw invalid(`A bundle has 1 to ${MAX_FILES} files.`, `Um pacote tem de 1 a ${MAX_FILES} arquivos.`);
  const decoded = new Map<string, BundledFile>();
  let total = 0;
  for (const [path, file] of entries) {
    if (!/^\/[^?#\s]*$/.test(path) || path.split('/').includes('..')) throw invalid(`Not a file path: ${path}`, `Caminho de arquivo inválido: ${path}`);
    if (!file.contentType || /[\r\n]/.test(file.contentType)) throw invalid(`No content type for ${path}`, `Sem tipo de conteúdo para ${path}`);
    const body = Buffer.from(file.body, file.encoding === 'base64' ? 'base64' : 'utf8');
    total += body.length;
    decoded.set(path, { contentType: file.contentType, body });
  }
  if (total > MAX_BUNDLE_BYTES) throw invalid('The bundle is too large.', 'O pacote é grande demais.');
  const bundle: SiteBundle = { origin: pageUrl.origin, files: decoded };
  if (!bundledFileAt(bundle, pageUrl.toString()))
    throw invalid(`The bundle has no file for ${pageUrl.pathname}`, `O pacote não tem arquivo para ${pageUrl.pathname}`);
  return bundle;
}

export function isBundled(bundle: SiteBundle, url: string): boolean {
  return URL.canParse(url) && new URL(url).origin === bundle.origin;
}

/** The file answering `url`: its path exactly, or the folder's index.html; the query is ignored. */
export function bundledFileAt(bundle: SiteBundle, url: string): BundledFile | null {
  if (!isBundled(bundle, url)) return null;
  const raw = new URL(url).pathname;
  let path = raw;
  try {
    path = decodeURI(raw);
  } catch {
    // a malformed escape: look the raw path up
  }
  return bundle.files.get(path) ?? (path.endsWith('/') ? bundle.files.get(`${path}index.html`) : undefined) ?? null;
}

/** The same files give the same digest, so storing a bundle twice keeps one row. */
export function digestOf(bundle: SiteBundle): string {
  const hash = createHash('sha256').update(bundle.origin);
  for (const path of [...bundle.files.keys()].sort()) {
    const file = bundle.files.get(path)!;
    hash.update(`\0${path}\0${file.contentType}\0`).update(file.body);
  }
  return hash.digest('hex');
}

import { readdir, readFile } from 'node:fs/promises';
import { extname, join, posix, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BundledSiteFile } from '@otimiza/sdk/server';

/** core/server/demo-sites: src/platform/demo and dist/platform/demo are both three levels below the package, so one relative path serves both. */
export const demoSitesDir = fileURLToPath(new URL('../../../demo-sites/', import.meta.url));

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
};

export function contentTypeOf(file: string): string {
  return contentTypes[extname(file).toLowerCase()] ?? 'application/octet-stream';
}

const isText = (contentType: string) => /^text\/|\/(xml|json|svg\+xml|javascript)/.test(contentType);

/** The path a file is served at: its place under the version folder, with `/` as separator. */
export function sitePathOf(relativeFile: string): string {
  return `/${relativeFile.split(sep).join(posix.sep)}`;
}

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/** A version of a demo site: the site's `common/` files (robots.txt, favicon, images) and the version's own, which win. */
export async function loadDemoSiteFiles(slug: string, version: string, root: string = demoSitesDir): Promise<Record<string, BundledSiteFile>> {
  const files: Record<string, BundledSiteFile> = {};
  for (const folder of [join(root, slug, 'common'), join(root, slug, version)]) {
    for (const file of await filesUnder(folder)) {
      const contentType = contentTypeOf(file);
      const bytes = await readFile(file);
      files[sitePathOf(relative(folder, file))] = isText(contentType)
        ? { contentType, body: bytes.toString('utf8') }
        : { contentType, body: bytes.toString('base64'), encoding: 'base64' };
    }
  }
  if (!files['/index.html']) throw new Error(`demo site ${slug} ${version}: no index.html under ${root}`);
  return files;
}

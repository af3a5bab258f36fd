import { load } from 'cheerio';
import { bundledFileAt, type SiteBundle } from '../bundle/site-bundle.js';

/**
 * A bundled (demo) page's images and stylesheets as data URIs: its origin is a reserved demo
 * address that no browser can reach, so a preview would otherwise show broken images.
 */
export function inlineBundleAssets(html: string, pageUrl: string, bundle: SiteBundle): string {
  const $ = load(html);
  const dataUriOf = (reference: string | undefined): string | null => {
    if (!reference || reference.startsWith('data:')) return null;
    let absolute: string;
    try {
      absolute = new URL(reference, pageUrl).toString();
    } catch {
      return null;
    }
    const file = bundledFileAt(bundle, absolute);
    return file ? `data:${file.contentType};base64,${file.body.toString('base64')}` : null;
  };
  $('img[src], source[src]').each((_, element) => {
    const inlined = dataUriOf($(element).attr('src'));
    if (inlined) $(element).attr('src', inlined);
  });
  $('img[srcset], source[srcset]').each((_, element) => {
    const first = $(element).attr('srcset')?.split(',')[0]?.trim().split(/\s+/)[0];
    const inlined = dataUriOf(first);
    if (inlined) $(element).attr('srcset', inlined);
  });
  $('link[href]').each((_, element) => {
    const rel = ($(element).attr('rel') ?? '').toLowerCase();
    if (!/stylesheet|icon/.test(rel)) return;
    const inlined = dataUriOf($(element).attr('href'));
    if (inlined) $(element).attr('href', inlined);
  });
  return $.html();
}

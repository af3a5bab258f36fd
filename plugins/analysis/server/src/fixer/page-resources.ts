import { load } from 'cheerio';
import { imageSize } from 'image-size';
import type { SafeOutboundPort } from '@otimiza/sdk/server';
import type { ImageSize, PageResources } from './html-fix.js';

const MAX_IMAGES = 24;
const PARALLEL = 4;
const IMAGE_BYTES = 4 * 1024 * 1024;
const IMAGE_TIMEOUT_MS = 6_000;

function measure(buffer: Buffer): ImageSize | null {
  try {
    const size = imageSize(new Uint8Array(buffer));
    return size.width && size.height ? { width: size.width, height: size.height } : null;
  } catch {
    return null;
  }
}

function decodeDataUrl(url: string): Buffer | null {
  const match = url.match(/^data:[^,]*?(;base64)?,(.*)$/s);
  if (!match) return null;
  return match[1] ? Buffer.from(match[2]!, 'base64') : Buffer.from(decodeURIComponent(match[2]!));
}

/**
 * Measures the page's unsized images and looks for the site's favicon, through the safe
 * outbound service (every address checked, bytes and time capped). Failures only mean a fix
 * is skipped for that image.
 */
export async function collectPageResources(html: string, pageUrl: string, outbound: SafeOutboundPort): Promise<PageResources> {
  const $ = load(html);
  const base = new URL($('base[href]').attr('href') ?? pageUrl, pageUrl);
  const sources = new Set<string>();
  for (const element of $('img[src]').toArray()) {
    const image = $(element);
    if (image.attr('width') && image.attr('height')) continue;
    try {
      sources.add(new URL(image.attr('src')!, base).toString());
    } catch {
      // not a URL: nothing to measure
    }
    if (sources.size >= MAX_IMAGES) break;
  }
  const imageSizes = new Map<string, ImageSize>();
  const queue = [...sources];
  const worker = async () => {
    for (let source = queue.shift(); source; source = queue.shift()) {
      const buffer = source.startsWith('data:')
        ? decodeDataUrl(source)
        : await outbound
            .fetch(source, { maxBytes: IMAGE_BYTES, timeoutMs: IMAGE_TIMEOUT_MS, headers: { accept: 'image/*' } })
            .then((response) => (response.status < 400 ? response.body : null))
            .catch(() => null);
      const size = buffer ? measure(buffer) : null;
      if (size) imageSizes.set(source, size);
    }
  };
  const hasIcon = $('link[rel~="icon" i]').length > 0;
  const [siteFavicon] = await Promise.all([hasIcon ? Promise.resolve(null) : findSiteFavicon(pageUrl, outbound), ...Array.from({ length: PARALLEL }, worker)]);
  return { imageSizes, siteFavicon };
}

async function findSiteFavicon(pageUrl: string, outbound: SafeOutboundPort): Promise<string | null> {
  const url = new URL('/favicon.ico', pageUrl).toString();
  const response = await outbound.fetch(url, { maxBytes: 512 * 1024, timeoutMs: 4_000 }).catch(() => null);
  if (!response || response.status >= 400 || response.body.length === 0) return null;
  return measure(response.body) || /image/i.test(response.headers['content-type'] ?? '') ? '/favicon.ico' : null;
}

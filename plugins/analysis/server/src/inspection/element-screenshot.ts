import type { Page } from 'puppeteer-core';

/** The most of an element captured, before it is scaled down to fit the image. */
const CAPTURE = { width: 1600, height: 800 };
const IMAGE = { width: 800, height: 400 };
/** A larger image (a busy photo) is left out rather than stored. */
const MAX_BASE64_LENGTH = 400_000;

/**
 * A PNG data URL of the element at `selector`, at most 800×400 (its top-left part when it is
 * larger than 1600×800); null when the element is missing, hidden or has no size.
 */
export async function elementScreenshot(page: Page, selector: string): Promise<string | null> {
  const handle = await page.$(selector).catch(() => null);
  if (!handle) return null;
  try {
    const shown = await handle.evaluate((element) => {
      const style = getComputedStyle(element);
      return style.visibility !== 'hidden' && style.display !== 'none' && Number(style.opacity) > 0;
    });
    if (!shown) return null;
    await handle.scrollIntoView();
    const box = await handle.boundingBox();
    if (!box || box.width < 1 || box.height < 1) return null;
    const [left, top] = await page.evaluate(() => [window.visualViewport?.pageLeft ?? window.scrollX, window.visualViewport?.pageTop ?? window.scrollY]);
    const width = Math.min(box.width, CAPTURE.width);
    const height = Math.min(box.height, CAPTURE.height);
    const scale = Math.min(1, IMAGE.width / width, IMAGE.height / height);
    const png = await page.screenshot({ type: 'png', encoding: 'base64', clip: { x: box.x + left!, y: box.y + top!, width, height, scale } });
    return png.length > MAX_BASE64_LENGTH ? null : `data:image/png;base64,${png}`;
  } catch {
    return null;
  } finally {
    await handle.dispose().catch(() => undefined);
  }
}

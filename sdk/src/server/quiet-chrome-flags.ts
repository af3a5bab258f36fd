/**
 * The switches every Chromium of ours starts with: headless, no sandbox or GPU, and none of the
 * browser's own background traffic (updates, sync, default apps, extensions, first-run pages,
 * sound). The host's browser adds its filtering proxy to them; the site benchmark
 * (`bench/site/unlighthouse.mjs`) starts its Chromium with these alone.
 */
export const quietChromeFlags: readonly string[] = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-default-apps',
  '--disable-extensions',
  '--no-first-run',
  '--mute-audio',
  // Chromium 151 and later build the address bar's popup as web UI in a renderer of its own for every window, headless
  // too: about 1.5 CPU-seconds a tab that no audit shows (bench/page-load). A launcher with a feature list of its own
  // merges this one into it (core/server/src/kernel/browser/feature-switches.ts).
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
];

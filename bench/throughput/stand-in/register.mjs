// Preloaded into a worker of the built app (`node --import …/register.mjs`): the analysis plugin's audit step becomes a
// stand-in of fixed duration (lighthouse.mjs), with no change to the product. Only what runs inside the browser is
// replaced (Lighthouse, and the proof's served tab); everything around it runs as in production: the job queue, the
// browser launch (of the stand-in browser, browser.mjs, named by CHROME_PATH), the page fetch, the fixer, the stored
// result, the events and the site audit's feeder.
import { register } from 'node:module';

register('./hooks.mjs', import.meta.url);

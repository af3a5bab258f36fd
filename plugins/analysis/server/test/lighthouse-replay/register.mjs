// Preloaded into a built app's processes (`node --import …/register.mjs`) by the e2e tier: the analysis plugin's
// Lighthouse engine answers a stored real Lighthouse result of the same page when there is one (replay-engine.mjs), and
// runs for real, storing its result, when there is none. Nothing of the product changes; see README.md here.
import { register } from 'node:module';

register('./hooks.mjs', import.meta.url);

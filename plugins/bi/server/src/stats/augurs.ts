import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { AutoETS, initSync as initEts } from '@bsull/augurs/ets';
import { MSTL, initSync as initMstl } from '@bsull/augurs/mstl';

let ready = false;

/**
 * augurs ships each model as a WebAssembly module beside its JavaScript: read and instantiated
 * once per process, synchronously (Node has no `fetch` of a file URL for the async loader).
 */
export function augurs(): { AutoETS: typeof AutoETS; MSTL: typeof MSTL } {
  if (!ready) {
    const require = createRequire(import.meta.url);
    const folder = dirname(require.resolve('@bsull/augurs/ets'));
    initEts({ module: readFileSync(join(folder, 'ets_bg.wasm')) });
    initMstl({ module: readFileSync(join(folder, 'mstl_bg.wasm')) });
    ready = true;
  }
  return { AutoETS, MSTL };
}

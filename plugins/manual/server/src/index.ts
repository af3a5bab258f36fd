import { defineServerPlugin } from '@otimiza/sdk/server';
import { manualManifest } from '@otimiza/plugin-manual-shared';
import { ManualModule } from './manual.module.js';

export { ManualModule } from './manual.module.js';
export { ManualPdfService } from './manual-pdf.service.js';

export default defineServerPlugin({ manifest: manualManifest, module: ManualModule });

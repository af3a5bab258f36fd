import { defineServerPlugin } from '@otimiza/sdk/server';
import { aiToolsManifest } from '@otimiza/plugin-ai-tools-shared';
import { AiToolsModule } from './ai-tools.module.js';

export default defineServerPlugin({ manifest: aiToolsManifest, module: AiToolsModule, entities: [], migrations: [] });

import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Public } from '@otimiza/sdk/server';
import type { PluginManifest, PluginsResponse } from '@otimiza/sdk/shared';
import { MOUNTED_PLUGIN_MANIFESTS } from './plugins.tokens.js';

@ApiTags('plugins')
@Public()
@Controller('plugins')
export class PluginsController {
  constructor(@Inject(MOUNTED_PLUGIN_MANIFESTS) private readonly manifests: readonly PluginManifest[]) {}

  /**
   * The plugins this visitor may use: mounted on this instance and allowed by the plan. A visitor
   * has no plan yet (accounts come later), so only plugins that require no feature are listed.
   */
  @Get()
  @ApiOkResponse({ description: 'Manifests of the plugins the current visitor may use.' })
  list(): PluginsResponse {
    return { plugins: this.manifests.filter((manifest) => manifest.requiredFeature === null) };
  }
}

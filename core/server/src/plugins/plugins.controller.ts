import { Controller, Get, Inject, Req } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Public } from '@otimiza/sdk/server';
import type { PluginManifest, PluginsResponse } from '@otimiza/sdk/shared';
import type { RequestWithIdentity } from '../accounts/current-identity.js';
import { MOUNTED_PLUGIN_MANIFESTS } from './plugins.tokens.js';

@ApiTags('plugins')
@Public()
@Controller('plugins')
export class PluginsController {
  constructor(@Inject(MOUNTED_PLUGIN_MANIFESTS) private readonly manifests: readonly PluginManifest[]) {}

  /**
   * The plugins this visitor may use: mounted on this instance and allowed by the plan in force.
   * A visitor without a session gets only plugins that serve public pages.
   */
  @Get()
  @ApiOkResponse({ description: 'Manifests of the plugins the current visitor may use.' })
  list(@Req() request: RequestWithIdentity): PluginsResponse {
    const auth = request.otimizaIdentity?.auth;
    const allowed = this.manifests.filter((manifest) =>
      auth ? manifest.requiredFeature === null || auth.features.has(manifest.requiredFeature) : manifest.publicPaths.length > 0,
    );
    return { plugins: allowed };
  }
}

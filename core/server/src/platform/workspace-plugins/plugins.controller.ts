import { Controller, Get, Inject, Req } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Public } from '@otimiza/sdk/server';
import type { PluginManifest, PluginsResponse, PluginWebEntry } from '@otimiza/sdk/shared';
import type { RequestWithIdentity } from '../accounts/current-identity.js';
import { effectivePluginIds, type FoundWebBundles, MOUNTED_PLUGIN_MANIFESTS, PLUGIN_WEB_BUNDLES } from '../../kernel/index.js';

@ApiTags('plugins')
@Public()
@Controller('plugins')
export class PluginsController {
  constructor(
    @Inject(MOUNTED_PLUGIN_MANIFESTS) private readonly manifests: readonly PluginManifest[],
    @Inject(PLUGIN_WEB_BUNDLES) private readonly webBundles: FoundWebBundles,
  ) {}

  /** Every mounted plugin's web bundle, in plugin id order (a plugin without a web half has none). */
  private webEntries(): PluginWebEntry[] {
    return this.manifests
      .flatMap((manifest) => {
        const bundle = this.webBundles.bundles.get(manifest.id);
        return bundle ? [{ id: bundle.id, url: bundle.url }] : [];
      })
      .sort((a, b) => a.id.localeCompare(b.id));
  }

  /**
   * The plugins this visitor may use: mounted on this instance, in use by the workspace (its
   * owner's switches, and what they require), and allowed by the plan in force; the ones only
   * the plan holds back come as `locked`. A visitor without a session gets only plugins that
   * serve public pages. `web` names the bundles the web host imports (see PluginsResponse).
   */
  @Get()
  @ApiOkResponse({
    description:
      "PluginsResponse: manifests of the plugins the current visitor may use, the plugins their plan holds back, and the web bundles to load (`web`: every mounted plugin's for a user, the public ones' for a visitor).",
  })
  list(@Req() request: RequestWithIdentity): PluginsResponse {
    const identity = request.otimizaIdentity;
    const loginPrompts = this.manifests.flatMap((manifest) => manifest.loginPrompts.map((prompt) => ({ ...prompt })));
    if (!identity) return { plugins: this.manifests.filter((manifest) => manifest.publicPaths.length > 0), locked: [], loginPrompts, web: this.webEntries() };
    const inUse = effectivePluginIds(this.manifests, identity.switchedOffPlugins);
    const used = this.manifests.filter((manifest) => inUse.has(manifest.id));
    const heldBack = (manifest: PluginManifest) => manifest.requiredFeature !== null && !identity.auth.features.has(manifest.requiredFeature);
    return {
      plugins: used.filter((manifest) => !heldBack(manifest)),
      locked: used.filter(heldBack).map((manifest) => ({ id: manifest.id, displayName: manifest.displayName, requiredFeature: manifest.requiredFeature! })),
      loginPrompts,
      web: this.webEntries(),
    };
  }
}

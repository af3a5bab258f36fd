import semver from 'semver';
import { SDK_VERSION } from '@otimiza/sdk/shared';
import type { FoundPluginPackage } from './find-plugin-packages.js';

/**
 * Why this host cannot mount the plugin for its SDK range, or null when the range admits the
 * host's SDK. A plugin must declare the range (`otimiza.sdk` in its package.json): without one,
 * nothing says which contract it was built against.
 */
export function sdkIncompatibility(found: FoundPluginPackage, hostSdkVersion: string = SDK_VERSION): string | null {
  if (!found.sdkRange) {
    return `plugin "${found.pluginId}" declares no SDK range ("otimiza": { "sdk": "^${hostSdkVersion}" } in ${found.name}'s package.json); this host's @otimiza/sdk is ${hostSdkVersion}`;
  }
  if (!semver.validRange(found.sdkRange)) {
    return `plugin "${found.pluginId}" declares the SDK range "${found.sdkRange}", which is not a semver range; this host's @otimiza/sdk is ${hostSdkVersion}`;
  }
  if (!semver.satisfies(hostSdkVersion, found.sdkRange, { includePrerelease: true })) {
    return `plugin "${found.pluginId}" was built for @otimiza/sdk ${found.sdkRange}; this host's @otimiza/sdk is ${hostSdkVersion}`;
  }
  return null;
}

// @otimiza/sdk/vite: the build of a plugin's web package, and the libraries it shares with the web host.
export { webPluginConfig } from './web-plugin.mjs';
export { isSharedImport, sharedLibraries, sharedModuleName, sharedPackages } from './shared-libraries.mjs';
export { linguiMacros } from './lingui-macros.mjs';

// The Babel transform that compiles Lingui's macros (`<Trans>`, `msg`, `useLingui().t`) into calls of
// @lingui/core and @lingui/react: a plugin web build uses it (./web-plugin.mjs), and so do the
// component specs, which render plugin and host screens in Vitest (vitest.config.ts).
// Must come first: on Node.js 20 it supplies the Node.js 22 API that Lingui's Vite plugin imports.
import './node20-compat.mjs';
import { fileURLToPath } from 'node:url';
import babel from '@rolldown/plugin-babel';

/** `{ linguiConfig }` of the macro, and the configuration path Lingui's Vite plugin reads (./lingui.config.mjs). */
export async function linguiSetup() {
  const { getConfig } = await import('@lingui/conf');
  const linguiConfig = { configPath: fileURLToPath(new URL('./lingui.config.mjs', import.meta.url)) };
  // The macro plugin would look for a config in the working folder; it is this one.
  return { linguiConfig, macroOptions: { linguiConfig: getConfig(linguiConfig) } };
}

/** The Vite/Rolldown plugin that compiles the macros of the files that use them. */
export async function linguiMacros() {
  const { linguiTransformerBabelPreset } = await import('@lingui/vite-plugin');
  const { linguiConfig, macroOptions } = await linguiSetup();
  return babel({ presets: [linguiTransformerBabelPreset(macroOptions, linguiConfig)] });
}

import { existsSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const repoPlugins = fileURLToPath(new URL('../../../plugins', import.meta.url));

/** The web packages in the plugins folder (PLUGINS_DIR, default the repo's plugins/), by plugin id: `<folder>/<plugin>/web` or `<folder>/<package>`. */
function webPackages(folder: string): Map<string, string> {
  const found = new Map<string, string>();
  const packageAt = (dir: string) => {
    try {
      const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { otimiza?: { role?: string; pluginId?: string } };
      if (pkg.otimiza?.role === 'web-plugin' && pkg.otimiza.pluginId && !found.has(pkg.otimiza.pluginId)) found.set(pkg.otimiza.pluginId, realpathSync(dir));
    } catch {
      // not a package
    }
  };
  const children = existsSync(folder) ? readdirSync(folder, { withFileTypes: true }).filter((entry) => entry.isDirectory() && !entry.name.startsWith('.')) : [];
  for (const child of children) {
    const dir = join(folder, child.name);
    if (existsSync(join(dir, 'package.json'))) packageAt(dir);
    else packageAt(join(dir, 'web'));
  }
  return found;
}

/**
 * Development only (`npm run dev`): the server lists each plugin's built entry
 * (`/api/plugins/<id>/web/index.js`); this dev server answers that address with a redirect to the
 * plugin's source entry (`src/index.ts`), which Vite serves with hot reload and with the host's
 * own React, antd, router and i18n modules, so no import map and no plugin build are needed while
 * developing. Everything else under /api goes on to the API (the proxy).
 */
export function devPluginSources(): Plugin {
  const folder = process.env['PLUGINS_DIR']?.trim() || repoPlugins;
  const packages = webPackages(folder);
  return {
    name: 'otimiza-dev-plugin-sources',
    apply: 'serve',
    config: () => ({ server: { fs: { allow: [fileURLToPath(new URL('../../..', import.meta.url)), ...packages.values()] } } }),
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const match = /^\/api\/plugins\/([^/]+)\/web\/[^?]*\.js(?:\?.*)?$/.exec(req.url ?? '');
        const dir = match ? packages.get(decodeURIComponent(match[1]!)) : undefined;
        if (!dir) return next();
        res.statusCode = 302;
        res.setHeader('Location', `/@fs${join(dir, 'src/index.ts')}`);
        res.setHeader('Cache-Control', 'no-store');
        res.end();
      });
    },
  };
}

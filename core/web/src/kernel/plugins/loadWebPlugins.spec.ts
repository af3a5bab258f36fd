import { definePluginManifest } from '@otimiza/sdk/shared';
import { describe, expect, it, vi } from 'vitest';
import { loadWebPlugins } from './loadWebPlugins';

const webPlugin = (id: string) => ({
  manifest: definePluginManifest({ id, displayName: { id: `${id}.name`, message: id }, requiredFeature: null }),
  routes: [],
  messages: { 'pt-BR': async () => ({ messages: {} }), en: async () => ({ messages: {} }) },
});

describe('loading the web bundles the server lists', () => {
  it('imports each entry and keeps its default export, in the listed order', async () => {
    const modules: Record<string, unknown> = { '/api/plugins/notes/web/index.js': webPlugin('notes'), '/api/plugins/tasks/web/index.js': webPlugin('tasks') };
    const loaded = await loadWebPlugins(
      [
        { id: 'notes', url: '/api/plugins/notes/web/index.js' },
        { id: 'tasks', url: '/api/plugins/tasks/web/index.js' },
      ],
      async (url) => ({ default: modules[url] }),
    );
    expect(loaded.map((plugin) => plugin.manifest.id)).toEqual(['notes', 'tasks']);
  });

  it('leaves out, with an error in the console, a bundle that fails to load or is not the plugin it is listed as; the others load', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const loaded = await loadWebPlugins(
        [
          { id: 'broken', url: '/api/plugins/broken/web/index.js' },
          { id: 'notes', url: '/api/plugins/notes/web/index.js' },
          { id: 'impostor', url: '/api/plugins/impostor/web/index.js' },
          { id: 'empty', url: '/api/plugins/empty/web/index.js' },
        ],
        async (url) => {
          if (url.includes('broken')) throw new TypeError('Failed to fetch dynamically imported module');
          if (url.includes('impostor')) return { default: webPlugin('notes') };
          if (url.includes('empty')) return {};
          return { default: webPlugin('notes') };
        },
      );
      expect(loaded.map((plugin) => plugin.manifest.id)).toEqual(['notes']);
      expect(error.mock.calls.map((call) => String(call[0]))).toEqual([
        'The web bundle of plugin "broken" (/api/plugins/broken/web/index.js) could not be loaded; its pages are left out.',
        'The web bundle of plugin "impostor" (/api/plugins/impostor/web/index.js) could not be loaded; its pages are left out.',
        'The web bundle of plugin "empty" (/api/plugins/empty/web/index.js) could not be loaded; its pages are left out.',
      ]);
      expect(String(error.mock.calls[1]![1])).toContain('its manifest\'s id is "notes"');
    } finally {
      error.mockRestore();
    }
  });
});

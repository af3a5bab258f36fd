import { definePluginManifest } from '@otimiza/sdk/shared';
import { describe, expect, it } from 'vitest';
import { effectivePluginIds } from './effective-plugins.js';

const manifest = (id: string, requires: string[] = []) =>
  definePluginManifest({ id, displayName: { id: `${id}.name`, message: id }, requiredFeature: null, requires });
const mounted = [manifest('analysis'), manifest('reports', ['analysis']), manifest('digest', ['reports']), manifest('manual')];

describe('effectivePluginIds', () => {
  it('keeps every mounted plugin when the workspace switched none off', () => {
    expect([...effectivePluginIds(mounted, [])]).toEqual(['analysis', 'reports', 'digest', 'manual']);
  });

  it('drops what the workspace switched off, and what needs it, down the chain', () => {
    expect([...effectivePluginIds(mounted, ['analysis'])]).toEqual(['manual']);
    expect([...effectivePluginIds(mounted, ['reports'])]).toEqual(['analysis', 'manual']);
  });

  it('ignores a switched-off id that is not mounted (a plugin uninstalled since)', () => {
    expect([...effectivePluginIds(mounted, ['billing-intel'])]).toHaveLength(4);
  });
});

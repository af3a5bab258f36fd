import { describe, expect, it } from 'vitest';
import { definePluginManifest } from '../shared/index.js';
import { widgetAppliesTo, type DashboardWidget } from './dashboard-widgets.js';
import { defineWebPlugin } from './define-web-plugin.js';

const manifest = definePluginManifest({ id: 'probe', displayName: { id: 'probe.name', message: 'Probe' }, requiredFeature: null });
const load = () => Promise.resolve({ default: () => null });
const messages = { 'pt-BR': () => Promise.resolve({ messages: {} }), en: () => Promise.resolve({ messages: {} }) };

describe('dashboard widgets', () => {
  it('checks the plan, mode and feature filters of a widget', () => {
    const widget: DashboardWidget = {
      id: 'tools',
      slot: 'dashboard.main',
      order: 1,
      plans: ['pro', 'enterprise'],
      modes: ['user', 'creator'],
      requiredFeature: 'strategicPlanning',
      load,
    };
    expect(widgetAppliesTo(widget, { plan: 'pro', mode: 'user', features: ['strategicPlanning'] })).toBe(true);
    expect(widgetAppliesTo(widget, { plan: 'pro', mode: 'user', features: new Set(['strategicPlanning'] as const) })).toBe(true);
    expect(widgetAppliesTo(widget, { plan: 'lite', mode: 'user', features: ['strategicPlanning'] })).toBe(false);
    expect(widgetAppliesTo(widget, { plan: 'pro', mode: 'demo', features: ['strategicPlanning'] })).toBe(false);
    expect(widgetAppliesTo(widget, { plan: 'pro', mode: 'user', features: [] })).toBe(false);
    expect(widgetAppliesTo({ id: 'any', slot: 'dashboard.stats', order: 0, load }, { plan: 'free', mode: 'demo', features: [] })).toBe(true);
  });

  it('refuses a widget declared twice, in an unknown slot or without an integer order', () => {
    const plugin = (widgets: DashboardWidget[]) => () => defineWebPlugin({ manifest, routes: [], widgets, messages });
    expect(plugin([{ id: 'a', slot: 'dashboard.main', order: 1, load }])).not.toThrow();
    expect(
      plugin([
        { id: 'a', slot: 'dashboard.main', order: 1, load },
        { id: 'a', slot: 'dashboard.side', order: 2, load },
      ]),
    ).toThrow(/declared twice/);
    expect(plugin([{ id: 'a', slot: 'dashboard.footer' as never, order: 1, load }])).toThrow(/unknown slot/);
    expect(plugin([{ id: 'a', slot: 'dashboard.main', order: 1.5, load }])).toThrow(/integer order/);
  });
});

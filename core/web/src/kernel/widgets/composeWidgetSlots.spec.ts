import { definePluginManifest } from '@otimiza/sdk/shared';
import { defineWebPlugin, type DashboardWidget } from '@otimiza/sdk/web';
import { describe, expect, it } from 'vitest';
import { composeWidgetSlots } from './composeWidgetSlots';

const messages = { 'pt-BR': () => Promise.resolve({ messages: {} }), en: () => Promise.resolve({ messages: {} }) };
const load = () => Promise.resolve({ default: () => null });

function plugin(id: string, widgets: Omit<DashboardWidget, 'load'>[]) {
  const manifest = definePluginManifest({ id, displayName: { id: `${id}.name`, message: id }, requiredFeature: null });
  return defineWebPlugin({ manifest, routes: [], widgets: widgets.map((widget) => ({ ...widget, load })), messages });
}

const analysis = plugin('analysis', [
  { id: 'recent', slot: 'dashboard.side', order: 10 },
  { id: 'quick', slot: 'dashboard.main', order: 10 },
  { id: 'stats', slot: 'dashboard.stats', order: 10 },
]);
const aiTools = plugin('ai-tools', [{ id: 'tools', slot: 'dashboard.main', order: 20, requiredFeature: 'strategicPlanning', modes: ['user', 'creator'] }]);
const extra = plugin('extra', [
  { id: 'first', slot: 'dashboard.main', order: 5, plans: ['enterprise'] },
  { id: 'tie', slot: 'dashboard.main', order: 10 },
]);

const keys = (slots: ReturnType<typeof composeWidgetSlots>) =>
  Object.fromEntries(Object.entries(slots).map(([slot, list]) => [slot, list.map((entry) => entry.key)]));

describe('composeWidgetSlots', () => {
  it('places each allowed plugin widget in its slot, sorted by order then key', () => {
    const slots = composeWidgetSlots([extra, aiTools, analysis], { plan: 'enterprise', mode: 'user', features: ['strategicPlanning'] });
    expect(keys(slots)).toEqual({
      'dashboard.stats': ['analysis:stats'],
      'dashboard.main': ['extra:first', 'analysis:quick', 'extra:tie', 'ai-tools:tools'],
      'dashboard.side': ['analysis:recent'],
      'header.actions': [],
    });
  });

  it('keeps out the widgets whose plan, mode or feature filter does not match the viewer', () => {
    expect(keys(composeWidgetSlots([extra, aiTools, analysis], { plan: 'lite', mode: 'user', features: [] }))['dashboard.main']).toEqual([
      'analysis:quick',
      'extra:tie',
    ]);
    expect(keys(composeWidgetSlots([aiTools, analysis], { plan: 'pro', mode: 'user', features: ['strategicPlanning'] }))['dashboard.main']).toEqual([
      'analysis:quick',
      'ai-tools:tools',
    ]);
    expect(keys(composeWidgetSlots([aiTools, analysis], { plan: 'pro', mode: 'demo', features: ['strategicPlanning'] }))['dashboard.main']).toEqual([
      'analysis:quick',
    ]);
  });

  it('places a header widget in the header slot, behind its feature', () => {
    const bell = plugin('bell', [{ id: 'bell', slot: 'header.actions', order: 10, requiredFeature: 'monitoringAlerts' }]);
    expect(keys(composeWidgetSlots([bell], { plan: 'enterprise', mode: 'user', features: ['monitoringAlerts'] }))['header.actions']).toEqual(['bell:bell']);
    expect(keys(composeWidgetSlots([bell], { plan: 'pro', mode: 'user', features: [] }))['header.actions']).toEqual([]);
  });

  it('gives empty slots when no plugin contributes', () => {
    expect(keys(composeWidgetSlots([], { plan: 'free', mode: 'user', features: [] }))).toEqual({
      'dashboard.stats': [],
      'dashboard.main': [],
      'dashboard.side': [],
      'header.actions': [],
    });
  });
});

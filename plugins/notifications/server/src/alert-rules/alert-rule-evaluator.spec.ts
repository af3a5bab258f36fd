import { describe, expect, it } from 'vitest';
import type { AnalysisRecord } from '@otimiza/sdk/server';
import { alertConditionSchema, type AlertCondition } from '@otimiza/plugin-notifications-shared';
import {
  compare,
  evaluateRule,
  isEventDriven,
  isScheduled,
  longestWindowMs,
  comparableGroups,
  mergeAudits,
  readCondition,
  scoreChangeBetween,
  snapshotOf,
  type AuditSnapshot,
} from './alert-rule-evaluator.js';
import { describeReading, firingTexts, notificationTypeOf, recommendedActionsFor } from './alert-rule-messages.js';

const now = new Date('2026-11-26T12:00:00.000Z');
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);

function audit(id: string, at: Date, overrides: Partial<AuditSnapshot> = {}): AuditSnapshot {
  return {
    id,
    at,
    scores: { performance: 80, accessibility: 95, seo: 90, bestPractices: 100 },
    lcpMs: 2000,
    cls: 0.05,
    tbtMs: 150,
    failingAudits: 3,
    comparable: 'https://loja.example/\u0000mobile\u00001',
    ...overrides,
  };
}

const condition = (input: Partial<AlertCondition> & Pick<AlertCondition, 'metric' | 'operator' | 'value'>): AlertCondition => alertConditionSchema.parse(input);

describe('alert rule conditions', () => {
  it('compares with each operator', () => {
    expect(compare(89, '<', 90)).toBe(true);
    expect(compare(90, '<', 90)).toBe(false);
    expect(compare(90, '<=', 90)).toBe(true);
    expect(compare(91, '>', 90)).toBe(true);
    expect(compare(90, '>=', 90)).toBe(true);
    expect(compare(90, '==', 90)).toBe(true);
    expect(compare(90.5, '==', 90)).toBe(false);
  });

  it('reads the four scores, the vitals and the failing audits of the latest audit', () => {
    const audits = [audit('a', hoursAgo(3), { scores: { performance: 40, accessibility: 70, seo: 60, bestPractices: 50 } }), audit('b', hoursAgo(1))];
    const context = { now, audits, lastAuditAt: hoursAgo(1) };
    expect(readCondition(condition({ metric: 'accessibility', operator: '<', value: 90 }), context)).toMatchObject({ value: 95, holds: false });
    expect(readCondition(condition({ metric: 'performance', operator: '<=', value: 80 }), context)).toMatchObject({ value: 80, holds: true });
    expect(readCondition(condition({ metric: 'lcp', operator: '>', value: 2500 }), context)).toMatchObject({ value: 2000, holds: false });
    expect(readCondition(condition({ metric: 'cls', operator: '>', value: 0.01 }), context)).toMatchObject({ value: 0.05, holds: true });
    expect(readCondition(condition({ metric: 'tbt', operator: '>=', value: 150 }), context)).toMatchObject({ value: 150, holds: true });
    expect(readCondition(condition({ metric: 'failingAudits', operator: '>', value: 2 }), context)).toMatchObject({ value: 3, holds: true });
  });

  it('takes the worst value of the window: the lowest score, the highest LCP; older audits are outside', () => {
    const audits = [
      audit('old', hoursAgo(30), { scores: { performance: 10, accessibility: 10, seo: 10, bestPractices: 10 }, lcpMs: 9000 }),
      audit('a', hoursAgo(20), { scores: { performance: 55, accessibility: 95, seo: 90, bestPractices: 100 }, lcpMs: 4100 }),
      audit('b', hoursAgo(2), { lcpMs: 1800 }),
    ];
    const context = { now, audits, lastAuditAt: hoursAgo(2) };
    expect(readCondition(condition({ metric: 'performance', operator: '<', value: 60, timeWindow: '24h' }), context)).toMatchObject({ value: 55, holds: true });
    expect(readCondition(condition({ metric: 'performance', operator: '<', value: 60, timeWindow: 'latest' }), context)).toMatchObject({
      value: 80,
      holds: false,
    });
    expect(readCondition(condition({ metric: 'lcp', operator: '>', value: 4000, timeWindow: '24h' }), context)).toMatchObject({ value: 4100, holds: true });
    expect(readCondition(condition({ metric: 'lcp', operator: '>', value: 4000, timeWindow: '1h' }), context)).toMatchObject({ value: null, holds: false });
    expect(readCondition(condition({ metric: 'performance', operator: '<', value: 20, timeWindow: '7d' }), context)).toMatchObject({ value: 10, holds: true });
  });

  it('reads a score change in the category that dropped most, against the previous audit', () => {
    const previous = audit('p', hoursAgo(5), { scores: { performance: 90, accessibility: 95, seo: 90, bestPractices: 100 } });
    const latest = audit('l', hoursAgo(1), { scores: { performance: 85, accessibility: 80, seo: 92, bestPractices: 100 } });
    expect(scoreChangeBetween(previous, latest)).toEqual({ value: -15, category: 'accessibility' });
    const reading = readCondition(condition({ metric: 'scoreChange', operator: '<=', value: -10 }), {
      now,
      audits: [previous, latest],
      lastAuditAt: latest.at,
    });
    expect(reading).toMatchObject({ value: -15, category: 'accessibility', holds: true });
    // A single audit has nothing to change from.
    expect(readCondition(condition({ metric: 'scoreChange', operator: '<', value: 0 }), { now, audits: [latest], lastAuditAt: latest.at }).value).toBeNull();
  });

  it('takes the worst change between consecutive audits of a window, the first against the audit before it', () => {
    const audits = [
      audit('before', hoursAgo(30), { scores: { performance: 90, accessibility: 90, seo: 90, bestPractices: 90 } }),
      audit('w1', hoursAgo(20), { scores: { performance: 70, accessibility: 90, seo: 90, bestPractices: 90 } }),
      audit('w2', hoursAgo(2), { scores: { performance: 75, accessibility: 90, seo: 90, bestPractices: 90 } }),
    ];
    expect(
      readCondition(condition({ metric: 'scoreChange', operator: '<', value: -10, timeWindow: '24h' }), { now, audits, lastAuditAt: hoursAgo(2) }),
    ).toMatchObject({
      value: -20,
      category: 'performance',
      holds: true,
    });
  });

  it('counts whole days since the last audit, whatever the window, and nothing without an audit', () => {
    const days = condition({ metric: 'daysSinceLastAudit', operator: '>=', value: 7, timeWindow: '24h' });
    expect(readCondition(days, { now, audits: [], lastAuditAt: hoursAgo(24 * 7 + 1) })).toMatchObject({ value: 7, holds: true });
    expect(readCondition(days, { now, audits: [], lastAuditAt: hoursAgo(24 * 7 - 1) })).toMatchObject({ value: 6, holds: false });
    expect(readCondition(days, { now, audits: [], lastAuditAt: null })).toMatchObject({ value: null, holds: false });
  });

  it('fires a rule only when every condition holds, and never on nothing read', () => {
    const context = {
      now,
      audits: [audit('a', hoursAgo(1), { scores: { performance: 40, accessibility: 82, seo: 90, bestPractices: 100 } })],
      lastAuditAt: hoursAgo(1),
    };
    const accessibility = condition({ metric: 'accessibility', operator: '<', value: 90 });
    expect(evaluateRule([accessibility], context).holds).toBe(true);
    expect(evaluateRule([accessibility, condition({ metric: 'seo', operator: '<', value: 50 })], context).holds).toBe(false);
    expect(evaluateRule([accessibility], { now, audits: [], lastAuditAt: null }).holds).toBe(false);
    expect(evaluateRule([], context).holds).toBe(false);
  });

  it('tells event-driven rules from scheduled ones', () => {
    const latest = condition({ metric: 'accessibility', operator: '<', value: 90 });
    const windowed = condition({ metric: 'performance', operator: '<', value: 50, timeWindow: '7d' });
    const days = condition({ metric: 'daysSinceLastAudit', operator: '>', value: 30 });
    expect([isEventDriven([latest]), isScheduled([latest])]).toEqual([true, false]);
    expect([isEventDriven([latest, windowed]), isScheduled([latest, windowed])]).toEqual([true, true]);
    expect([isEventDriven([days]), isScheduled([days])]).toEqual([false, true]);
    expect(longestWindowMs([latest, windowed, days])).toBe(7 * 86_400_000);
  });

  it('splits a URL’s audits by strategy and run count, the group of the latest audit first', () => {
    const desktop = 'https://loja.example/\u0000desktop\u00001';
    const mobile1 = audit('m1', hoursAgo(6), { scores: { performance: 90, accessibility: 95, seo: 90, bestPractices: 100 } });
    const desktop1 = audit('d1', hoursAgo(4), { comparable: desktop, scores: { performance: 60, accessibility: 95, seo: 90, bestPractices: 100 } });
    const mobile2 = audit('m2', hoursAgo(2), { scores: { performance: 88, accessibility: 95, seo: 90, bestPractices: 100 } });
    const desktop2 = audit('d2', hoursAgo(1), { comparable: desktop, scores: { performance: 62, accessibility: 95, seo: 90, bestPractices: 100 } });
    const groups = comparableGroups([mobile1, desktop1, mobile2, desktop2]);
    expect(groups.map((group) => group.map((entry) => entry.id))).toEqual([
      ['d1', 'd2'],
      ['m1', 'm2'],
    ]);
    // Within a group no drop: mobile 90 → 88 and desktop 60 → 62; mixed, desktop 60 after mobile 90 would read −30.
    const drop = condition({ metric: 'scoreChange', operator: '<=', value: -10, timeWindow: '24h' });
    for (const group of groups) expect(readCondition(drop, { now, audits: group, lastAuditAt: now }).holds).toBe(false);
    expect(readCondition(drop, { now, audits: [mobile1, desktop1, mobile2, desktop2], lastAuditAt: now }).holds).toBe(true);
  });

  it('reads an AnalysisRecord: Lighthouse numeric values and the failing audits', () => {
    const record = {
      id: 'r1',
      url: 'https://loja.example/',
      strategy: 'desktop',
      auditRuns: 3,
      createdAt: '2026-11-26T10:00:00.000Z',
      completedAt: '2026-11-26T10:01:00.000Z',
      scores: { performance: 58, accessibility: 86, seo: 93, bestPractices: 100 },
      metrics: {
        'largest-contentful-paint': { value: 5400, display: '5.4 s', score: 0.21 },
        'total-blocking-time': { value: 620, display: '620 ms', score: 0.41 },
        'cumulative-layout-shift': { value: 0.042, display: '0.042', score: 0.99 },
      },
      failingAudits: [{ id: 'image-alt', title: 'Images without alt', category: 'accessibility', weight: 10, score: 0, gainPoints: 4 }],
    } as unknown as AnalysisRecord;
    expect(snapshotOf(record)).toEqual({
      id: 'r1',
      at: new Date('2026-11-26T10:01:00.000Z'),
      scores: record.scores,
      lcpMs: 5400,
      cls: 0.042,
      tbtMs: 620,
      failingAudits: 1,
      comparable: 'https://loja.example/\u0000desktop\u00003',
    });
    expect(mergeAudits([audit('x', hoursAgo(1))], [audit('y', hoursAgo(3)), audit('x', hoursAgo(1), { lcpMs: 1 })]).map((a) => [a.id, a.lcpMs])).toEqual([
      ['y', 2000],
      ['x', 1],
    ]);
  });
});

describe('alert rule notifications', () => {
  const reading = (
    metric: AlertCondition['metric'],
    value: number,
    operator: AlertCondition['operator'],
    threshold: number,
    timeWindow: AlertCondition['timeWindow'] = 'latest',
  ) =>
    readCondition(condition({ metric, operator, value: threshold, timeWindow }), {
      now,
      audits: [audit('a', hoursAgo(1), { scores: { performance: value, accessibility: value, seo: value, bestPractices: value }, lcpMs: value })],
      lastAuditAt: hoursAgo(1),
    });

  it('names the condition, the value and the URL in both languages', () => {
    const texts = firingTexts('Acessibilidade baixa', 'https://exemplo.com.br/', [reading('accessibility', 82, '<', 90)]);
    expect(texts.title).toEqual({ pt: 'Alerta: Acessibilidade baixa', en: 'Alert: Acessibilidade baixa' });
    expect(texts.message.pt).toBe('A regra "Acessibilidade baixa" foi acionada em https://exemplo.com.br/: Acessibilidade 82 (condição: < 90).');
    expect(texts.message.en).toBe('The rule "Acessibilidade baixa" fired on https://exemplo.com.br/: Accessibility 82 (condition: < 90).');
    expect(describeReading(reading('lcp', 4100, '>', 4000, '24h'), 'pt')).toBe('LCP 4.100 ms (condição: > 4.000 ms, pior valor nas últimas 24 h)');
  });

  it('is a performance issue for performance metrics and an SEO alert otherwise, with at most 2 actions', () => {
    expect(notificationTypeOf('lcp')).toBe('performance_issue');
    expect(notificationTypeOf('performance')).toBe('performance_issue');
    expect(notificationTypeOf('accessibility')).toBe('seo_alert');
    expect(notificationTypeOf('daysSinceLastAudit')).toBe('seo_alert');
    expect(recommendedActionsFor([reading('accessibility', 82, '<', 90), reading('seo', 50, '<', 90)])).toHaveLength(2);
  });
});

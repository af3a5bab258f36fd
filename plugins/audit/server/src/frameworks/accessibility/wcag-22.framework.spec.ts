import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { axeRule, inspectionOf } from '../../testing/page-inspection.fixture.js';
import { emag31Framework } from './emag-31.framework.js';
import { wcag22Framework } from './wcag-22.framework.js';
import { wcagRules, wcagRulesAxeVersion } from './wcag-rules.js';

const site = (axe: Partial<ReturnType<typeof inspectionOf>['axe']>) => ({
  url: 'https://loja.example.com.br/',
  inspection: inspectionOf({ axe: { version: '4.14.1', violations: [], passes: [], incomplete: [], inapplicable: [], ...axe } }),
  analysis: null,
});

describe('wcag-22', () => {
  it('lists every WCAG A/AA rule of the installed axe-core (regenerate wcag-rules.ts after an upgrade)', () => {
    const axe = createRequire(import.meta.url)('axe-core') as { version: string; getRules(tags: string[]): { ruleId: string }[] };
    expect(wcagRulesAxeVersion).toBe(axe.version);
    expect(wcagRules.map((rule) => rule.id).sort()).toEqual(
      axe
        .getRules(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .map((rule) => rule.ruleId)
        .sort(),
    );
    expect(wcag22Framework.checks.find((check) => check.id === 'image-alt')).toMatchObject({ clause: 'WCAG 2.2 — 1.1.1 (A)', severity: 'critical' });
    expect(wcag22Framework.checks.find((check) => check.id === 'color-contrast')?.clause).toBe('WCAG 2.2 — 1.4.3 (AA)');
  });

  it('fails a violated rule with one evidence per element and the severity of its impact; passes passed rules; leaves out the rest', () => {
    const outcomes = wcag22Framework.evaluate(
      site({
        violations: [
          axeRule('image-alt', 'critical', ['img.hero', 'img.logo'], 'data:image/png;base64,AAAA'),
          axeRule('color-contrast', 'serious', ['p.note']),
        ],
        passes: [axeRule('document-title', null), axeRule('image-alt', null)],
        incomplete: [axeRule('label', 'critical', ['#cpf'])],
        inapplicable: ['video-caption'],
      }),
    );
    expect(outcomes.map((each) => [each.checkId, each.status]).sort()).toEqual([
      ['color-contrast', 'failed'],
      ['document-title', 'passed'],
      ['image-alt', 'failed'],
      ['label', 'no_data'],
    ]);
    const imageAlt = outcomes.find((each) => each.checkId === 'image-alt')!;
    expect(imageAlt).toMatchObject({ severity: 'critical', ruleIds: ['image-alt'] });
    expect(imageAlt.evidence).toEqual([
      expect.objectContaining({ kind: 'element', selector: 'img.hero', snippet: '<img.hero>', screenshot: 'data:image/png;base64,AAAA' }),
      expect.objectContaining({ kind: 'element', selector: 'img.logo' }),
    ]);
    expect(outcomes.find((each) => each.checkId === 'color-contrast')!.severity).toBe('high');
  });

  it('reports nothing for a page that could not be inspected', () => {
    expect(wcag22Framework.evaluate({ url: 'https://x.example/', inspection: null, analysis: null })).toEqual([]);
  });
});

describe('emag-31', () => {
  it('fails a recommendation when any mapped axe rule failed, with that rule’s elements', () => {
    const outcomes = emag31Framework.evaluate(
      site({ violations: [axeRule('label', 'critical', ['#email'])], passes: [axeRule('image-alt', null), axeRule('html-has-lang', null)] }),
    );
    expect(outcomes.find((each) => each.checkId === 'emag-6.2')).toMatchObject({
      status: 'failed',
      severity: 'critical',
      ruleIds: ['label'],
      evidence: [expect.objectContaining({ selector: '#email' })],
    });
    expect(outcomes.find((each) => each.checkId === 'emag-3.6')?.status).toBe('passed');
    expect(outcomes.find((each) => each.checkId === 'emag-3.1')?.status).toBe('passed');
    // Nothing on the page for 4.1 (no contrast result): not reported.
    expect(outcomes.find((each) => each.checkId === 'emag-4.1')).toBeUndefined();
    expect(emag31Framework.checks.find((check) => check.id === 'emag-3.6')?.clause).toBe('eMAG 3.1 — Recomendação 3.6');
  });

  it('maps only rules that exist in the WCAG rule set', () => {
    const known = new Set(wcagRules.map((rule) => rule.id));
    expect(emag31Framework.checks.flatMap((check) => check.ruleIds ?? []).filter((id) => !known.has(id))).toEqual([]);
  });
});

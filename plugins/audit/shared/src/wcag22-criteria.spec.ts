import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import {
  emag31Recommendations,
  forbiddenConformanceClaims,
  noAutomatedFailureStatement,
  wcag22Criteria,
  wcagAutomatedCoverage,
  wcagTestingKinds,
} from './wcag22-criteria.js';

interface AxeRule {
  ruleId: string;
  tags: string[];
}
const axe = createRequire(import.meta.url)('axe-core') as { version: string; getRules(): AxeRule[] };
const levelTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** The rules the audit runs: axe's WCAG A/AA tags (experimental and deprecated rules are not run by a tag selection). */
const runRules = axe
  .getRules()
  .filter((rule) => rule.tags.some((tag) => levelTags.includes(tag)) && !rule.tags.includes('experimental') && !rule.tags.includes('deprecated'));
const criterionTag = (number: string) => `wcag${number.replaceAll('.', '')}`;

/** WCAG 2.2 (W3C Recommendation, 2023), levels A and AA, as the Recommendation lists them; 4.1.1 Parsing is obsolete and removed. */
const officialA =
  '1.1.1 1.2.1 1.2.2 1.2.3 1.3.1 1.3.2 1.3.3 1.4.1 1.4.2 2.1.1 2.1.2 2.1.4 2.2.1 2.2.2 2.3.1 2.4.1 2.4.2 2.4.3 2.4.4 2.5.1 2.5.2 2.5.3 2.5.4 3.1.1 3.2.1 3.2.2 3.2.6 3.3.1 3.3.2 3.3.7 4.1.2';
const officialAA =
  '1.2.4 1.2.5 1.3.4 1.3.5 1.4.3 1.4.4 1.4.5 1.4.10 1.4.11 1.4.12 1.4.13 2.4.5 2.4.6 2.4.7 2.4.11 2.5.7 2.5.8 3.1.2 3.2.3 3.2.4 3.3.3 3.3.4 3.3.8 4.1.3';

describe('the WCAG 2.2 A/AA criteria list', () => {
  it('holds exactly the 55 criteria of WCAG 2.2 at A (31) and AA (24), once each, in order', () => {
    const byLevel = (level: 'A' | 'AA') => wcag22Criteria.filter((criterion) => criterion.level === level).map((criterion) => criterion.number);
    expect(byLevel('A')).toEqual(officialA.split(' '));
    expect(byLevel('AA')).toEqual(officialAA.split(' '));
    expect(wcag22Criteria).toHaveLength(55);
    expect(new Set(wcag22Criteria.map((criterion) => criterion.number)).size).toBe(55);
    expect(wcag22Criteria.map((criterion) => criterion.number)).not.toContain('4.1.1');
    const numeric = (number: string) => number.split('.').map(Number);
    const sorted = [...wcag22Criteria].sort((a, b) => {
      const [x, y] = [numeric(a.number), numeric(b.number)];
      return x[0]! - y[0]! || x[1]! - y[1]! || x[2]! - y[2]!;
    });
    expect(wcag22Criteria.map((criterion) => criterion.number)).toEqual(sorted.map((criterion) => criterion.number));
    for (const [number, name] of [
      ['2.4.11', 'Focus Not Obscured (Minimum)'],
      ['2.5.7', 'Dragging Movements'],
      ['2.5.8', 'Target Size (Minimum)'],
      ['3.2.6', 'Consistent Help'],
      ['3.3.7', 'Redundant Entry'],
      ['3.3.8', 'Accessible Authentication (Minimum)'],
    ])
      expect(wcag22Criteria.find((criterion) => criterion.number === number)).toMatchObject({ name: { en: name }, since: '2.2' });
  });

  it(`names for each automated criterion only rules of the installed axe-core (${axe.version}) that the audit runs and that axe tags with that criterion`, () => {
    const byId = new Map(runRules.map((rule) => [rule.ruleId, rule]));
    for (const criterion of wcag22Criteria) {
      expect(wcagTestingKinds).toContain(criterion.testing);
      if (criterion.testing === 'automatic' || criterion.testing === 'partial') expect(criterion.axeRules.length, criterion.number).toBeGreaterThan(0);
      else expect(criterion.axeRules, criterion.number).toEqual([]);
      for (const id of criterion.axeRules) {
        expect(byId.has(id), `${criterion.number}: ${id} is not a rule the audit runs`).toBe(true);
        expect(byId.get(id)!.tags, `${criterion.number}: ${id}`).toContain(criterionTag(criterion.number));
      }
    }
  });

  it('leaves out no rule the audit runs: every axe rule tagged with a listed criterion is named under it', () => {
    for (const rule of runRules) {
      for (const tag of rule.tags.filter((each) => /^wcag\d{3,}$/.test(each))) {
        const criterion = wcag22Criteria.find((each) => criterionTag(each.number) === tag);
        if (criterion) expect(criterion.axeRules, `${rule.ruleId} → ${criterion.number}`).toContain(rule.ruleId);
      }
    }
  });

  it('says what a person must look at, in pt and en, for every criterion a tool does not decide', () => {
    for (const criterion of wcag22Criteria) {
      expect(criterion.name.pt.trim(), criterion.number).not.toBe('');
      expect(criterion.name.en.trim(), criterion.number).not.toBe('');
      if (criterion.testing === 'automatic') continue;
      expect(criterion.whatToCheck?.pt.trim().length, criterion.number).toBeGreaterThan(20);
      expect(criterion.whatToCheck?.en.trim().length, criterion.number).toBeGreaterThan(20);
      expect(criterion.whatToCheck!.pt).not.toBe(criterion.whatToCheck!.en);
    }
  });

  it('maps to eMAG 3.1 only recommendations that exist among its 45 in six sections', () => {
    const numbers = Object.keys(emag31Recommendations);
    expect(numbers).toHaveLength(45);
    const perSection = [1, 2, 3, 4, 5, 6].map((section) => numbers.filter((number) => number.startsWith(`${section}.`)).length);
    expect(perSection).toEqual([9, 7, 12, 4, 5, 8]);
    for (const criterion of wcag22Criteria) for (const number of criterion.emag) expect(numbers, criterion.number).toContain(number);
  });
});

describe('no conformance claim from automated checks', () => {
  it('states the strongest automated result with the coverage counted from the list, in pt and en', () => {
    const { total, automatic, partial } = wcagAutomatedCoverage();
    expect(total).toBe(55);
    expect(noAutomatedFailureStatement('pt')).toContain(
      `Nenhuma falha encontrada nos testes automáticos (${automatic + partial} de 55 critérios WCAG 2.2 A/AA verificados automaticamente`,
    );
    expect(noAutomatedFailureStatement('pt')).toContain('revisão humana');
    expect(noAutomatedFailureStatement('en')).toContain(
      `No failure found by the automated tests (${automatic + partial} of 55 WCAG 2.2 A/AA criteria checked automatically`,
    );
    for (const language of ['pt', 'en'] as const)
      for (const claim of forbiddenConformanceClaims) expect(noAutomatedFailureStatement(language)).not.toMatch(claim);
  });

  it('recognises the claims it forbids and lets the area’s name through', () => {
    const flagged = (text: string) => forbiddenConformanceClaims.some((claim) => claim.test(text));
    for (const claim of [
      'Site conforme',
      'Sites conformes',
      'Página em conformidade com a WCAG',
      'Compliant',
      'Non-compliant sites',
      'The site is in compliance',
    ])
      expect(flagged(claim), claim).toBe(true);
    for (const name of ['Relatório de auditoria de conformidade', 'Auditoria e conformidade', 'Compliance audit report', 'Taxa de conformidade'])
      expect(flagged(name), name).toBe(false);
  });
});

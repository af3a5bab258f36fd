import { describe, expect, it } from 'vitest';
import { emag31Framework } from '../frameworks/accessibility/emag-31.framework.js';
import { wcag22Framework } from '../frameworks/accessibility/wcag-22.framework.js';
import { seoBasicsFramework } from '../frameworks/content/seo-basics.framework.js';
import { coreWebVitalsFramework } from '../frameworks/performance/core-web-vitals.framework.js';
import { lgpdFramework } from '../frameworks/privacy/lgpd.framework.js';
import { ruleSetsVersion } from '../frameworks/rule-sets-version.js';
import { auditorOf } from './report-auditor.js';

describe('auditorOf', () => {
  it('names only the engines of the frameworks that run, each once', () => {
    expect(auditorOf([coreWebVitalsFramework, seoBasicsFramework], '4.14.1')).toEqual({
      name: 'Lighthouse (Otimiza analysis)',
      certification: null,
      version: ruleSetsVersion,
    });
    expect(auditorOf([lgpdFramework], '4.14.1').name).toBe('Otimiza LGPD rules');
  });

  it('gives axe-core the version the inspection runs', () => {
    expect(auditorOf([wcag22Framework, emag31Framework, lgpdFramework], '4.99.0').name).toBe('axe-core 4.99.0 + Otimiza LGPD rules');
    expect(auditorOf([wcag22Framework], null).name).toBe(`axe-core ${wcag22Framework.engine.version}`);
  });
});

import { Injectable } from '@nestjs/common';
import type { FrameworkId, ReportType } from '@otimiza/plugin-audit-shared';
import type { CheckDefinition, FrameworkDefinition } from './framework-definition.js';
import { emag31Framework } from './accessibility/emag-31.framework.js';
import { wcag22Framework } from './accessibility/wcag-22.framework.js';
import { seoBasicsFramework } from './content/seo-basics.framework.js';
import { coreWebVitalsFramework } from './performance/core-web-vitals.framework.js';
import { lgpdFramework } from './privacy/lgpd.framework.js';
import { webSecurityFramework } from './security/web-security.framework.js';

const allFrameworks: readonly FrameworkDefinition[] = [
  wcag22Framework,
  emag31Framework,
  lgpdFramework,
  webSecurityFramework,
  coreWebVitalsFramework,
  seoBasicsFramework,
];

/** The rule sets an audit runs, in the order reports show them. */
@Injectable()
export class FrameworkRegistry {
  list(): readonly FrameworkDefinition[] {
    return allFrameworks;
  }

  get(id: FrameworkId): FrameworkDefinition {
    const framework = allFrameworks.find((each) => each.id === id);
    if (!framework) throw new Error(`unknown framework ${id}`);
    return framework;
  }

  /** The frameworks a report of this type runs: every one for `comprehensive`, else those of the type. */
  idsForType(type: ReportType): FrameworkId[] {
    return allFrameworks.filter((framework) => type === 'comprehensive' || framework.type === type).map((framework) => framework.id);
  }

  /** A check of a framework, or undefined for one a later version dropped. */
  check(frameworkId: FrameworkId, checkId: string): CheckDefinition | undefined {
    return allFrameworks.find((each) => each.id === frameworkId)?.checks.find((check) => check.id === checkId);
  }
}

/** What a framework reads about a site (both when it does not say). */
export const readsInspection = (framework: FrameworkDefinition) => framework.reads?.includes('inspection') ?? true;
export const readsAnalysis = (framework: FrameworkDefinition) => framework.reads?.includes('analysis') ?? true;

/** Whether the HTML fixer corrects a check: it rewrites one of the axe / Lighthouse ids the check reads. */
export const fixerCorrectsCheck = (check: CheckDefinition, corrected: readonly string[]) => (check.ruleIds ?? [check.id]).some((id) => corrected.includes(id));

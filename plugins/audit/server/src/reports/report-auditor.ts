import type { AuditorView } from '@otimiza/plugin-audit-shared';
import type { FrameworkDefinition } from '../frameworks/framework-definition.js';
import { ruleSetsVersion } from '../frameworks/rule-sets-version.js';

/**
 * A report's `auditor`: the engines of the frameworks it runs, each named once in the order the
 * frameworks come ('axe-core 4.14.1 + Otimiza LGPD rules'), with a version beside an engine whose
 * version is not the rule sets' own (that one is the auditor's `version`). axe-core's version is
 * the one the inspection runs when it says.
 */
export function auditorOf(frameworks: readonly FrameworkDefinition[], axeVersion: string | null): AuditorView {
  const engines = new Map<string, string>();
  for (const { engine } of frameworks) {
    if (!engines.has(engine.name)) engines.set(engine.name, engine.name === 'axe-core' && axeVersion ? axeVersion : engine.version);
  }
  const name = [...engines].map(([engine, version]) => (version === ruleSetsVersion ? engine : `${engine} ${version}`)).join(' + ');
  return { name, certification: null, version: ruleSetsVersion };
}

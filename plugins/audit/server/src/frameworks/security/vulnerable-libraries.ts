import semver from 'semver';
import type { DetectedLibrary } from '@otimiza/plugin-analysis-contract';
import { jsAdvisories, type JsAdvisory } from './js-advisories.js';

const normalised = (name: string) => name.toLowerCase().replace(/[\s.\-_]/g, '');

export interface VulnerableLibrary {
  library: DetectedLibrary;
  name: string;
  advisories: JsAdvisory[];
}

/** The advisories that apply to a detected library's version; empty when none does or its version cannot be read. */
export function advisoriesFor(library: DetectedLibrary): VulnerableLibrary | null {
  const known = jsAdvisories.find((entry) => entry.aliases.includes(normalised(library.name)));
  const version = semver.coerce(library.version);
  if (!known || !version) return null;
  const matching = known.advisories.filter((advisory) => semver.satisfies(version, advisory.range));
  return matching.length > 0 ? { library, name: known.name, advisories: matching } : null;
}

import type { LocalizedText } from '@otimiza/sdk/shared';
import { z } from 'zod';

export const frameworkTypes = ['accessibility', 'privacy', 'security', 'performance', 'content'] as const;
export type FrameworkType = (typeof frameworkTypes)[number];

/** The rule sets an audit runs (server/src/frameworks). */
export const frameworkIds = ['wcag-22', 'emag-31', 'lgpd', 'web-security', 'core-web-vitals', 'seo-basics'] as const;
export type FrameworkId = (typeof frameworkIds)[number];

export const severities = ['critical', 'high', 'medium', 'low'] as const;
export type Severity = (typeof severities)[number];

export const certificationLevels = ['basic', 'intermediate', 'advanced', 'enterprise'] as const;
export type CertificationLevel = (typeof certificationLevels)[number];

/** One check of a rule set, tied to the clause it evidences ('WCAG 2.2 — 1.1.1', 'LGPD art. 9º'). */
export interface CheckClause {
  id: string;
  title: LocalizedText;
  clause: string;
  severity: Severity;
}

export interface CheckDefinitionView extends CheckClause {
  /** True when Otimiza's HTML fixer already rewrites pages to pass it. */
  fixerCorrects: boolean;
}

/** A legal or contractual consequence of failing the framework, with the norm that sets it. */
export interface PenaltyView {
  type: LocalizedText;
  severity: Severity;
  source: string;
}

/** A rule set as it presents itself: what it is, where it applies, and what failing it costs. */
export interface FrameworkIdentity {
  id: FrameworkId;
  name: string;
  type: FrameworkType;
  description: LocalizedText;
  region: 'BR' | 'international';
  version: string;
  certificationLevel: CertificationLevel;
  penalties: PenaltyView[];
}

/** `GET /api/audit/frameworks` item: the rule set and this workspace's score from its latest runs. */
export interface FrameworkView extends FrameworkIdentity {
  /** `active` once the workspace has a completed run of it, else `not_run`. */
  status: 'active' | 'not_run';
  /** Share of passed checks across each site's latest run of it (0–100), or null before any run. */
  complianceScore: number | null;
  /** Sites whose latest run of it had no failed check / some. */
  compliantSites: number;
  nonCompliantSites: number;
  checks: CheckDefinitionView[];
  /** The latest run's date, or null. */
  lastUpdated: string | null;
}

export interface FrameworkList {
  frameworks: FrameworkView[];
}

/** `GET /api/audit/frameworks` query: every framework, or those of one type. */
export const frameworkListQuerySchema = z.object({ type: z.enum(frameworkTypes, { error: 'audit.typeInvalid' }).optional() });

/**
 * A rule set's or engine's name with its version, once: names such as 'eMAG 3.1' or 'WCAG 2.2 (A/AA)'
 * already carry it, and repeating it read 'eMAG 3.1 3.1'.
 */
export function nameWithVersion(name: string, version: string | null | undefined): string {
  const trimmed = version?.trim();
  if (!trimmed || name.includes(trimmed)) return name;
  return `${name} ${trimmed}`;
}

/** The version to show beside a name that is shown apart: empty when the name already says it. */
export function versionBesideName(name: string, version: string | null | undefined): string {
  return nameWithVersion(name, version).slice(name.length).trim();
}

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import axe from 'axe-core';
import type { Page } from 'puppeteer-core';
import type { InspectedAxeRule, PageInspection } from '@otimiza/plugin-analysis-contract';
import { withoutActInapplicable } from './act-applicability.js';

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA: every axe rule of those, best practices left out. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const;

export const AXE_VERSION: string = axe.version;

/**
 * axe's minified build (`axe.min.js`, 0.65 MB), read once: the same engine as `axe.source` (1.5 MB, which evaluates
 * the unminified `axe.js`), cheaper to send into every frame and to parse there.
 */
let minifiedSource: string | null = null;
function axeSource(): string {
  minifiedSource ??= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  return minifiedSource;
}

/** axe into the page and every frame it can reach (a frame that refuses it is left out). */
export async function injectAxe(page: Page): Promise<void> {
  const source = axeSource();
  await Promise.all(page.frames().map((frame) => frame.evaluate(source).catch(() => undefined)));
}

/** axe's own Brazilian Portuguese messages, read once. */
let portugueseLocale: axe.Locale | null = null;
function axePortuguese(): axe.Locale {
  portugueseLocale ??= JSON.parse(readFileSync(createRequire(import.meta.url).resolve('axe-core/locales/pt_BR.json'), 'utf8')) as axe.Locale;
  return portugueseLocale;
}

/** axe's `target`: one entry per frame level, an array where the element sits in shadow DOM. */
type AxeTarget = (string | string[])[];

export interface RawAxeRule {
  id: string;
  impact: InspectedAxeRule['impact'] | undefined;
  tags: string[];
  help: string;
  helpUrl: string;
  /** `failureSummaryPt`: the same summary from axe's pt_BR messages (violations only). */
  nodes: { target: AxeTarget; html: string; failureSummary?: string; failureSummaryPt?: string }[];
}

export interface RawAxeResults {
  violations: RawAxeRule[];
  passes: RawAxeRule[];
  incomplete: RawAxeRule[];
  inapplicable: string[];
}

/** Frames joined with ' >>> ', shadow roots with ' >> '. */
export function selectorOfTarget(target: AxeTarget): string {
  return target.map((level) => (Array.isArray(level) ? level.join(' >> ') : level)).join(' >>> ');
}

/** Whether the element is in the top document's light DOM, where a screenshot can find it by selector. */
export function isTopLevelTarget(target: AxeTarget): boolean {
  return target.length === 1 && typeof target[0] === 'string';
}

export function inspectedRule(rule: RawAxeRule): InspectedAxeRule {
  return {
    id: rule.id,
    impact: rule.impact ?? null,
    tags: rule.tags,
    help: rule.help,
    helpUrl: rule.helpUrl,
    nodes: rule.nodes.map((node) => ({
      selector: selectorOfTarget(node.target),
      html: node.html,
      failureSummary: node.failureSummary ?? null,
      failureSummaryPt: node.failureSummaryPt ?? null,
      screenshot: null,
    })),
  };
}

export function inspectedAxe(results: RawAxeResults): PageInspection['axe'] {
  return {
    version: AXE_VERSION,
    violations: results.violations.map(inspectedRule),
    passes: results.passes.map(inspectedRule),
    incomplete: results.incomplete.map(inspectedRule),
    inapplicable: results.inapplicable,
  };
}

/**
 * The full axe-core run (not Lighthouse's subset) over the loaded page. axe goes into every
 * frame it can reach; the page must have been opened with CSP bypassed, so a strict policy cannot
 * stop the injected script. It runs in English; each violation's failure summary is then rebuilt
 * from axe's pt_BR messages with the same check data (as axe builds it), without a second run. Violations out of
 * their W3C ACT rule's scope (act-applicability.ts) are then taken out.
 */
export async function runAxe(page: Page): Promise<RawAxeResults> {
  await injectAxe(page);
  const results = await page.evaluate(
    async (tags, portuguese) => {
      const engine = (window as unknown as { axe: typeof axe }).axe;
      const results = await engine.run(document, {
        runOnly: { type: 'tag', values: tags },
        iframes: true,
        frameWaitTime: 5000,
        performanceTimer: false,
      });
      type NodeResult = (typeof results.violations)[number]['nodes'][number];
      type CheckResult = NodeResult['any'][number];
      // axe's internals that build a failure summary: the locale's check messages and summary templates.
      const internals = engine as unknown as {
        utils: { getCheckMessage(id: string, type: 'fail', data: unknown): string };
        _audit: { data: { failureSummaries: Record<'none' | 'any', { failureMessage?: (messages: string[]) => string } | undefined> } };
      };
      const portugueseSummaries = new Map<NodeResult, string>();
      try {
        engine.configure({ locale: portuguese });
        const message = (check: CheckResult) => {
          try {
            return internals.utils.getCheckMessage(check.id, 'fail', check.data);
          } catch {
            return check.message;
          }
        };
        for (const node of results.violations.flatMap((rule) => rule.nodes)) {
          const failing = { none: [...node.none, ...node.all], any: node.any };
          const parts = (['none', 'any'] as const).flatMap((key) => {
            const template = internals._audit.data.failureSummaries[key]?.failureMessage;
            return failing[key].length && typeof template === 'function' ? [template(failing[key].map(message))] : [];
          });
          if (parts.length) portugueseSummaries.set(node, parts.join('\n\n'));
        }
      } catch {
        // A locale axe cannot load: the summaries stay in English.
      } finally {
        engine.reset();
      }
      const plain = (rules: typeof results.violations) =>
        rules.map((rule) => ({
          id: rule.id,
          impact: rule.impact ?? null,
          tags: rule.tags,
          help: rule.help,
          helpUrl: rule.helpUrl,
          nodes: rule.nodes.map((node) => ({
            target: node.target as unknown as (string | string[])[],
            html: node.html,
            failureSummary: node.failureSummary,
            failureSummaryPt: portugueseSummaries.get(node),
          })),
        }));
      return {
        violations: plain(results.violations),
        passes: plain(results.passes),
        incomplete: plain(results.incomplete),
        inapplicable: results.inapplicable.map((rule) => rule.id),
      };
    },
    [...WCAG_TAGS],
    axePortuguese(),
  );
  return withoutActInapplicable(page, results);
}

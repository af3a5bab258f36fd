import type { CheerioAPI } from 'cheerio';
import { isTag, type Element } from 'domhandler';
import { selectorLiterals, splitSelectorList } from './selector-literals.js';
import type { WappalyzerDetection, WappalyzerEngine, WappalyzerPattern, WappalyzerTechnology } from './wappalyzer-engine.js';

const selectorParts = new Map<string, { part: string; literals: string[] }[]>();

/** The parts of a selector list that can match this source; querying only those keeps the thousand DOM rules cheap. */
function plausibleSelector(selector: string, source: string): string | null {
  let parts = selectorParts.get(selector);
  if (!parts) {
    parts = splitSelectorList(selector).map((part) => ({ part, literals: selectorLiterals(part) }));
    selectorParts.set(selector, parts);
  }
  const plausible = parts.filter(({ literals }) => literals.every((literal) => source.includes(literal)));
  return plausible.length ? plausible.map(({ part }) => part).join(', ') : null;
}

/**
 * Wappalyzer's DOM rules, evaluated on the parsed HTML with cheerio: an element exists, or one of
 * its attributes or its text matches (the first matching element counts). Rules on JavaScript
 * properties need a browser and are skipped.
 */
export function domDetections(engine: WappalyzerEngine, technologies: readonly WappalyzerTechnology[], $: CheerioAPI, source: string): WappalyzerDetection[] {
  const detections: WappalyzerDetection[] = [];
  const detect = (technology: WappalyzerTechnology, pattern: WappalyzerPattern, value: string) => {
    detections.push({ technology, pattern: { ...pattern, type: 'dom', match: value }, version: engine.resolveVersion(pattern, value) });
  };
  for (const technology of technologies) {
    for (const [selector, rules] of Object.entries(technology.dom)) {
      const plausible = plausibleSelector(selector, source);
      if (!plausible) continue;
      let elements: Element[];
      try {
        elements = $(plausible).toArray().filter(isTag);
      } catch {
        continue; // a selector cheerio does not support
      }
      if (!elements.length) continue;
      for (const rule of rules) {
        if (rule.exists) detect(technology, rule.exists, '');
        for (const [name, pattern] of Object.entries(rule.attributes ?? {})) {
          const value = elements.map((element) => element.attribs[name]).find((candidate) => candidate !== undefined && pattern.regex.test(candidate));
          if (value !== undefined) detect(technology, pattern, value);
        }
        const { text } = rule;
        if (text) {
          const element = elements.find((candidate) => text.regex.test($(candidate).text()));
          if (element) detect(technology, text, $(element).text());
        }
      }
    }
  }
  return detections;
}

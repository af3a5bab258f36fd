/**
 * What a page shows a compliance audit, read in the analysis worker's browser (ARCHITECTURE.md:
 * the browser belongs to the analysis plugin; other plugins reach it through this port). The
 * page is loaded once, nothing on it is clicked: the requests and cookies are those made before
 * any consent could have been given.
 */

/** One axe-core result node: the element, its markup and what axe says is wrong with it. */
export interface InspectedAxeNode {
  /** CSS selector path (axe's `target`; frames joined with ' >>> '). */
  selector: string;
  /** The element's outer HTML as axe reports it (truncated by axe). */
  html: string;
  /** axe's English summary of what to fix. */
  failureSummary: string | null;
  /** The same from axe's pt_BR messages (violations; null where axe could not build it). */
  failureSummaryPt: string | null;
  /** PNG data URL of the element, for the first nodes of each violation (see `screenshotLimit`). */
  screenshot: string | null;
}

/** One axe-core rule outcome. `tags` carry the WCAG success criteria (`wcag111` → 1.1.1) and levels (`wcag2a`, `wcag22aa`). */
export interface InspectedAxeRule {
  id: string;
  impact: 'critical' | 'serious' | 'moderate' | 'minor' | null;
  tags: string[];
  /** axe's English help text and its rule documentation URL. */
  help: string;
  helpUrl: string;
  nodes: InspectedAxeNode[];
}

export interface InspectedRequest {
  url: string;
  method: string;
  /** The browser's resource type: document, script, image, xhr, fetch, stylesheet, … */
  resourceType: string;
  /** False when the request's registrable domain differs from the page's. */
  firstParty: boolean;
  /** HTTP status, or null when the request failed (blocked, unreachable). */
  status: number | null;
}

export interface InspectedCookie {
  name: string;
  domain: string;
  path: string;
  secure: boolean;
  httpOnly: boolean;
  sameSite: 'Strict' | 'Lax' | 'None' | null;
  /** Session cookie when null. */
  expires: string | null;
  firstParty: boolean;
}

export interface InspectedLink {
  href: string;
  text: string;
}

export interface InspectedFormField {
  /** input type, or 'select' / 'textarea'. */
  type: string;
  name: string;
  /** The accessible label text axe would compute is not needed here: the visible label or placeholder, if any. */
  label: string | null;
  autocomplete: string | null;
}

export interface InspectedForm {
  selector: string;
  action: string | null;
  method: string;
  fields: InspectedFormField[];
  /** The form's visible text (labels, notes, buttons), trimmed to 2000 characters. */
  text: string;
  /** Links inside the form (a privacy notice link, for instance). */
  links: InspectedLink[];
  /** A checkbox that is not pre-checked, with its label text. */
  consentCheckboxes: string[];
}

/** A JavaScript library found on the page with its version (from its global object or its script URL). */
export interface DetectedLibrary {
  name: string;
  version: string;
  /** Where the version was read: `global:jQuery.fn.jquery` or the script URL. */
  source: string;
}

export interface PageInspection {
  /** The URL asked for and the one the document came from after redirects. */
  requestedUrl: string;
  finalUrl: string;
  status: number | null;
  /** The main document's response headers, names lower-cased. */
  headers: Record<string, string>;
  /** Every request the page made until it settled, before any interaction, in order. */
  requests: InspectedRequest[];
  /** The cookie jar once the page settled, before any interaction. */
  cookies: InspectedCookie[];
  /** The rendered document's `lang`, title, visible text (trimmed to 20 000 characters) and links. */
  language: string | null;
  title: string | null;
  text: string;
  links: InspectedLink[];
  forms: InspectedForm[];
  libraries: DetectedLibrary[];
  /** Elements whose visible text talks about cookies or consent, with the buttons inside them. */
  consentBanners: { selector: string; text: string; buttons: string[] }[];
  /**
   * The page the privacy-policy link leads to (its text matches política de privacidade, privacy,
   * proteção de dados, LGPD…), opened in the same browser after the page was read; null without such a link.
   */
  privacyPolicy: { url: string; linkText: string; status: number | null; text: string } | null;
  axe: {
    version: string;
    violations: InspectedAxeRule[];
    passes: InspectedAxeRule[];
    incomplete: InspectedAxeRule[];
    /** Rule ids that found nothing to check on this page. */
    inapplicable: string[];
  };
  inspectedAt: string;
}

export interface PageInspectionOptions {
  timeoutMs: number;
  /** Element screenshots taken per violation (the first nodes); 0 for none. */
  screenshotLimit?: number;
  /**
   * An https address that refuses TLS or the connection is tried once more over http (an audit's
   * sites, which the form stores as https when typed without a scheme). An address typed without a
   * scheme is always tried so.
   */
  httpFallback?: boolean;
}

export abstract class PageInspectionPort {
  /**
   * Loads the URL in the analysis worker's browser (through the core's filtering proxy, one page
   * at a time with the audits) and reads it as `PageInspection` says, running the full axe-core
   * WCAG 2.x A/AA rule set. Throws an ApiError when the URL is refused or the page cannot be loaded.
   */
  abstract inspect(url: string, options: PageInspectionOptions): Promise<PageInspection>;
  /** The version of the axe-core the inspection runs (the audit's engine). */
  abstract axeVersion(): string;
  /** axe / Lighthouse audit ids the HTML fixer rewrites (image-alt, label, html-has-lang, …). */
  abstract correctedByFixer(): readonly string[];
}

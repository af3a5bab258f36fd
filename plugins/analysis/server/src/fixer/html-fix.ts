import type { CheerioAPI } from 'cheerio';
import type { LocalizedText } from '@otimiza/sdk/shared';
import type { FixCategory, FixPriority } from '@otimiza/plugin-analysis-shared';

export interface ImageSize {
  width: number;
  height: number;
}

/** What the fixer learnt about the page's resources before rewriting it (fetched through the safe outbound service). */
export interface PageResources {
  /** Real sizes of the page's images, by absolute URL. */
  imageSizes: Map<string, ImageSize>;
  /** `/favicon.ico` when the site serves one; null when it does not (a generated icon is used). */
  siteFavicon: string | null;
}

/** The page being fixed: its parsed document and what the fixes need to know about it. */
export interface FixerPage {
  $: CheerioAPI;
  /** The URL relative references resolve against (the page URL, or its `<base href>`). */
  baseUrl: URL;
  pageUrl: URL;
  language: 'pt' | 'en';
  companyName: string | null;
  /** 'Belo Horizonte, MG', or a UF alone, or null. */
  location: string | null;
  resources: PageResources;
}

/** An element a fix changed, as it was before: its tag, attributes and, for a link, its text ('' otherwise). */
export interface ChangedElement {
  tag: string;
  attributes: Record<string, string>;
  text: string;
}

export interface FixChange {
  count: number;
  before: string;
  after: string;
  /** The elements it changed, as they were before; absent for a fix that rewrites the page as a whole (a title, a meta tag). */
  elements?: ChangedElement[];
}

/**
 * One entry of the fix catalogue. `apply` changes the document only where the defect is
 * present, so a second run finds nothing to do.
 */
export interface HtmlFix {
  id: string;
  category: FixCategory;
  priority: FixPriority;
  /** The Lighthouse audits the fix answers (for the estimates and the savings). */
  audits: readonly string[];
  /** Performance metrics the fix shortens, for the performance estimate. */
  metrics?: readonly string[];
  title: LocalizedText;
  description: LocalizedText;
  apply(page: FixerPage): FixChange | null;
}

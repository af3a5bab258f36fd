import type { ElementHandle, Frame, Page } from 'puppeteer-core';

/**
 * axe's violations on elements that the W3C ACT rule mapped to the axe rule does not apply to, taken out of the results
 * (bench/act: the ACT rules' passed and inapplicable examples that axe-core 4.14.1 failed). Each correction reads the
 * ACT rule's applicability (act-rules.github.io, `_rules/*.md` at the commit bench/act/vendor/cases was taken from) and nothing
 * more: a violation is dropped only when the page shows that the element is not one the ACT rule applies to; when the
 * element cannot be found again (a frame out of reach, a selector that no longer matches) the violation stays.
 */

/** axe's `target`: one entry per frame level, an array where the element sits in shadow DOM. */
type AxeTarget = (string | string[])[];

/** What a page says of a violation's element, read in its own document (`elementFacts`). */
export interface ElementFacts {
  /** Its document's content type (DOM's `document.contentType`). */
  contentType: string;
  /** Its document's base URL, against which a meta refresh's URL is parsed. */
  baseUrl: string;
  /** Every `meta` element of its document whose `http-equiv` is "refresh", in tree order: its `content`, and whether it is the element. */
  refreshes: { content: string | null; isElement: boolean }[];
  /** The element or an ancestor in the flat tree has the `inert` attribute. */
  inertAttribute: boolean;
  /** How many `dialog` elements of its document are open as modal (`showModal()`, `:modal`). */
  modalDialogs: number;
  /** The element is inside (flat tree) one of those modal dialogs. */
  inModalDialog: boolean;
  /** The element is inside an open popover or a fullscreen element, which may sit in the top layer above a modal dialog. */
  inOtherTopLayer: boolean;
}

const ASCII_WHITESPACE = new Set(['\t', '\n', '\f', '\r', ' ']);
const isDigit = (char: string | undefined) => char !== undefined && char >= '0' && char <= '9';

/**
 * HTML's "shared declarative refresh steps" (html.spec.whatwg.org, the Refresh state of `http-equiv`): the time of a
 * meta refresh's `content`, or null where the steps stop early, i.e. the content is not a valid refresh ("0: url",
 * "-1", "+5", "; 30", "foo", "" and a URL that cannot be parsed).
 */
export function refreshTime(content: string, baseUrl: string): number | null {
  let position = 0;
  const at = () => content[position];
  const skipWhitespace = () => {
    while (position < content.length && ASCII_WHITESPACE.has(content[position]!)) position += 1;
  };
  const collect = (accepts: (char: string) => boolean) => {
    const start = position;
    while (position < content.length && accepts(content[position]!)) position += 1;
    return content.slice(start, position);
  };
  if (content === '') return null;
  skipWhitespace();
  let time = 0;
  const timeString = collect(isDigit);
  if (timeString === '') {
    if (at() !== '.') return null;
  } else {
    time = Number.parseInt(timeString, 10);
  }
  collect((char) => isDigit(char) || char === '.');
  if (position < content.length) {
    const char = at()!;
    if (char !== ';' && char !== ',' && !ASCII_WHITESPACE.has(char)) return null;
    skipWhitespace();
    if (at() === ';' || at() === ',') position += 1;
    skipWhitespace();
  }
  if (position < content.length) {
    let urlString = content.slice(position);
    // "URL", whitespace, "=", whitespace: read past when all there; otherwise the URL is read from here.
    const prefix = /^url[\t\n\f\r ]*=[\t\n\f\r ]*/i.exec(urlString);
    if (prefix) position += prefix[0].length;
    const quote = at() === '"' || at() === "'" ? at()! : '';
    if (quote) position += 1;
    urlString = content.slice(position);
    if (quote && urlString.includes(quote)) urlString = urlString.slice(0, urlString.indexOf(quote));
    try {
      new URL(urlString, baseUrl);
    } catch {
      return null;
    }
  }
  return time;
}

/** ACT's [inert](https://act-rules.github.io/glossary/#inert): the `inert` attribute on it or an ancestor, or blocked by a modal dialog. */
export function isInert(facts: ElementFacts): boolean {
  // Blocked by a modal dialog (HTML): everything but the topmost modal dialog and its flat-tree descendants. Which
  // open modal dialog is topmost cannot be read, so only an element outside every one of them counts, and nothing in
  // an open popover or fullscreen element, which may be above the dialog.
  const blockedByModal = facts.modalDialogs > 0 && !facts.inModalDialog && !facts.inOtherTopLayer;
  return facts.inertAttribute || blockedByModal;
}

/** Whether the element is the meta refresh the ACT rule applies to: the first one of the document with a valid content. */
export function isFirstValidRefresh(facts: ElementFacts): boolean {
  const first = facts.refreshes.find((meta) => meta.content !== null && refreshTime(meta.content, facts.baseUrl) !== null);
  return first?.isElement ?? false;
}

/** The document is XML, neither HTML nor XHTML: what Chromium shows is its XML viewer, not the author's `html` element. */
export function isXmlDocument(facts: ElementFacts): boolean {
  return facts.contentType !== 'text/html' && facts.contentType !== 'application/xhtml+xml';
}

/**
 * Per axe rule: whether a node it failed is out of its ACT rule's applicability, and why. The facts are those of the
 * node, or, for a rule that axe runs inside a frame and reports on the frame's `html` element, of the frame element
 * that holds it (`frame: true`).
 */
export const ACT_INAPPLICABLE: Record<string, { frame?: true; outOfScope: (facts: ElementFacts) => boolean }> = {
  // ACT bc659a "Meta element has no refresh delay" and bisz58 "(no exception)": "This rule applies to the first `meta`
  // element in a document" with http-equiv "refresh" and "a valid `content` attribute value", as browsers act on the
  // first only. axe checks every one: a second meta refresh after a first one of 0 s is not a failure (bc659a and bisz58
  // passed example 2).
  'meta-refresh': { outOfScope: (facts) => !isFirstValidRefresh(facts) },
  'meta-refresh-no-exceptions': { outOfScope: (facts) => !isFirstValidRefresh(facts) },
  // ACT akn7bn "Iframe with interactive elements is not excluded from tab-order": "This rule applies to any `iframe`
  // element that is not inert", and ACT's inert includes an element "blocked by a modal" (showModal()). axe reads the
  // inert attribute only (akn7bn inapplicable example 6: an iframe behind an open modal dialog). ARIA's aria-modal
  // makes nothing inert in ACT's definition, so it is not counted here. axe reports the frame's `html` element: the
  // iframe is the frame element that holds it.
  'frame-focusable-content': { frame: true, outOfScope: isInert },
  // ACT b5c3f8 "HTML page has lang attribute", bf051a "HTML page lang attribute has valid language tag" and 5b7ae0
  // "HTML page lang and xml:lang attributes have matching values" apply to an `html` element whose node document has
  // "a content type of `text/html`". On an XML document with no style sheet Chromium shows its XML viewer, an `html`
  // element of its own without lang, which axe fails (b5c3f8 inapplicable example 2, a `math` document). XHTML, which
  // ACT leaves out too, keeps axe's verdict: its author writes that `html` element and WCAG 3.1.1 asks it for a language.
  'html-has-lang': { outOfScope: isXmlDocument },
  'html-lang-valid': { outOfScope: isXmlDocument },
  'html-xml-lang-mismatch': { outOfScope: isXmlDocument },
};

/** The element at an axe target: through each frame level (out-of-process frames included), then shadow roots. */
async function elementAt(page: Page, target: AxeTarget): Promise<ElementHandle<Element> | null> {
  let frame: Frame = page.mainFrame();
  for (const [index, level] of target.entries()) {
    const handle = await frame.evaluateHandle(
      (selectors: string[]) => {
        let root: Document | ShadowRoot = document;
        let found: Element | null = null;
        for (const selector of selectors) {
          if (found) {
            if (!found.shadowRoot) return null;
            root = found.shadowRoot;
          }
          found = root.querySelector(selector);
          if (!found) return null;
        }
        return found;
      },
      typeof level === 'string' ? [level] : level,
    );
    const element = handle.asElement() as ElementHandle<Element> | null;
    if (!element) {
      await handle.dispose();
      return null;
    }
    if (index === target.length - 1) return element;
    const child = await element.contentFrame();
    await element.dispose();
    if (!child) return null;
    frame = child;
  }
  return null;
}

/** The facts of `ElementFacts`, read in the element's own document. */
function elementFacts(element: ElementHandle<Element>): Promise<ElementFacts> {
  return element.evaluate((node: Element) => {
    const doc = node.ownerDocument;
    /** The parent in the flat tree: the slot a node is assigned to, else its parent, else its shadow root's host. */
    const flatParent = (current: Element): Element | null =>
      current.assignedSlot ?? current.parentElement ?? (current.parentNode instanceof ShadowRoot ? current.parentNode.host : null);
    const ancestry: Element[] = [];
    for (let current: Element | null = node; current; current = flatParent(current)) ancestry.push(current);
    const matches = (element: Element, selector: string) => {
      try {
        return element.matches(selector);
      } catch {
        return false;
      }
    };
    const modals = [...doc.querySelectorAll('dialog')].filter((dialog) => matches(dialog, ':modal'));
    return {
      contentType: doc.contentType,
      baseUrl: doc.baseURI,
      refreshes: [...doc.querySelectorAll('meta')]
        .filter((meta) => meta.getAttribute('http-equiv')?.toLowerCase() === 'refresh')
        .map((meta) => ({ content: meta.getAttribute('content'), isElement: meta === node })),
      inertAttribute: ancestry.some((element) => element.hasAttribute('inert')),
      modalDialogs: modals.length,
      inModalDialog: ancestry.some((element) => modals.includes(element as HTMLDialogElement)),
      inOtherTopLayer: ancestry.some((element) => matches(element, ':popover-open') || matches(element, ':fullscreen')),
    };
  });
}

interface AxeResultsLike {
  violations: { id: string; nodes: { target: AxeTarget }[] }[];
  passes: { id: string }[];
  incomplete: { id: string }[];
  inapplicable: string[];
}

/**
 * The results without the violations that `ACT_INAPPLICABLE` finds out of their ACT rule's scope. A rule left with no
 * violating node goes from the violations to the inapplicable rules, unless it passed or asked for review elsewhere.
 * The page is read only for violations of those rules, so most audits cost nothing more.
 */
export async function withoutActInapplicable<Results extends AxeResultsLike>(page: Page, results: Results): Promise<Results> {
  const violations: Results['violations'] = [];
  const inapplicable = [...results.inapplicable];
  for (const rule of results.violations) {
    const correction = ACT_INAPPLICABLE[rule.id];
    if (!correction) {
      violations.push(rule);
      continue;
    }
    const nodes: typeof rule.nodes = [];
    for (const node of rule.nodes) {
      const target = correction.frame ? node.target.slice(0, -1) : node.target;
      const element = target.length ? await elementAt(page, target).catch(() => null) : null;
      const facts = element ? await elementFacts(element).catch(() => null) : null;
      await element?.dispose().catch(() => undefined);
      if (!facts || !correction.outOfScope(facts)) nodes.push(node);
    }
    if (nodes.length) violations.push({ ...rule, nodes });
    else if (![...results.passes, ...results.incomplete].some((other) => other.id === rule.id)) inapplicable.push(rule.id);
  }
  return { ...results, violations, inapplicable };
}

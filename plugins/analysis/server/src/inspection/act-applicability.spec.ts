import { describe, expect, it } from 'vitest';
import { ACT_INAPPLICABLE, isFirstValidRefresh, isInert, refreshTime, type ElementFacts } from './act-applicability.js';

const BASE = 'https://doceria.com.br/';

const facts = (overrides: Partial<ElementFacts>): ElementFacts => ({
  contentType: 'text/html',
  baseUrl: BASE,
  refreshes: [],
  inertAttribute: false,
  modalDialogs: 0,
  inModalDialog: false,
  inOtherTopLayer: false,
  ...overrides,
});

describe('a meta refresh’s content, by HTML’s shared declarative refresh steps', () => {
  it('reads the time of a valid content, with or without a URL', () => {
    expect(refreshTime('30', BASE)).toBe(30);
    expect(refreshTime('0; https://w3.org', BASE)).toBe(0);
    expect(refreshTime("30; URL='https://w3.org'", BASE)).toBe(30);
    expect(refreshTime('  5, url = "/next"', BASE)).toBe(5);
    expect(refreshTime('72001 https://w3.org', BASE)).toBe(72001);
    expect(refreshTime('1.5; /next', BASE)).toBe(1);
    expect(refreshTime('.5', BASE)).toBe(0);
  });

  it('finds no valid refresh where the steps stop early (ACT bc659a and bisz58’s inapplicable examples)', () => {
    for (const content of ['', '0: https://w3.org', '-00.12 foo', '; 30', '+5; https://w3.org', "foo; URL='https://w3.org'", 'x']) {
      expect(refreshTime(content, BASE), content).toBeNull();
    }
    expect(refreshTime('5; http://[::1', BASE)).toBeNull();
  });

  it('applies the rule to the first meta refresh with a valid content only', () => {
    const second = { content: '5; https://w3.org', isElement: true };
    expect(isFirstValidRefresh(facts({ refreshes: [{ content: '0; https://w3.org', isElement: false }, second] }))).toBe(false);
    expect(isFirstValidRefresh(facts({ refreshes: [{ content: '0: https://w3.org', isElement: false }, second] }))).toBe(true);
    expect(isFirstValidRefresh(facts({ refreshes: [{ content: null, isElement: false }, second] }))).toBe(true);
    expect(isFirstValidRefresh(facts({ refreshes: [{ content: '30', isElement: true }] }))).toBe(true);
    expect(ACT_INAPPLICABLE['meta-refresh']!.outOfScope(facts({ refreshes: [{ content: '0; /a', isElement: false }, second] }))).toBe(true);
  });
});

describe('inert, as ACT defines it (akn7bn)', () => {
  it('counts the inert attribute and an element blocked by an open modal dialog', () => {
    expect(isInert(facts({}))).toBe(false);
    expect(isInert(facts({ inertAttribute: true }))).toBe(true);
    expect(isInert(facts({ modalDialogs: 1 }))).toBe(true);
  });

  it('leaves an element inside a modal dialog, or in a popover or fullscreen element that may be above it, as it is', () => {
    expect(isInert(facts({ modalDialogs: 1, inModalDialog: true }))).toBe(false);
    expect(isInert(facts({ modalDialogs: 2, inOtherTopLayer: true }))).toBe(false);
  });
});

describe('a page’s lang rules on documents that are not HTML (b5c3f8, bf051a, 5b7ae0)', () => {
  it('takes out an XML document (Chromium’s XML viewer) and keeps HTML and XHTML', () => {
    for (const rule of ['html-has-lang', 'html-lang-valid', 'html-xml-lang-mismatch']) {
      expect(ACT_INAPPLICABLE[rule]!.outOfScope(facts({ contentType: 'application/xml' }))).toBe(true);
      expect(ACT_INAPPLICABLE[rule]!.outOfScope(facts({ contentType: 'text/html' }))).toBe(false);
      expect(ACT_INAPPLICABLE[rule]!.outOfScope(facts({ contentType: 'application/xhtml+xml' }))).toBe(false);
    }
  });
});

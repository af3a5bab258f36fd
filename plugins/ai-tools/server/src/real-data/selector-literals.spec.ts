import { describe, expect, it } from 'vitest';
import { selectorLiterals, splitSelectorList } from './selector-literals.js';

describe('selector literals', () => {
  it('splits a selector list on top-level commas only', () => {
    expect(splitSelectorList('iframe[src*=\'a,b\'], link[href*=".x.com"], :is(a, b)')).toEqual(["iframe[src*='a,b']", 'link[href*=".x.com"]', ':is(a, b)']);
  });

  it('lists the attribute values, attribute names, classes and ids a match needs', () => {
    expect(selectorLiterals("link[rel=stylesheet][href*='/wp-content/']")).toEqual(['stylesheet', '/wp-content/', 'rel', 'href']);
    expect(selectorLiterals('div.Hero-Banner > #main')).toEqual(['hero-banner', 'main']);
    expect(selectorLiterals('body[data-bs-theme]')).toEqual(['data-bs-theme']);
  });

  it('ignores what sits inside :not()', () => {
    expect(selectorLiterals("a:not([href*='x.com']).btn")).toEqual(['btn']);
  });
});

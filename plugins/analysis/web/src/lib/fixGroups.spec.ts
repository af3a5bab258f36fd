import { describe, expect, it } from 'vitest';
import { fixGroupOf, groupFixes } from './fixGroups';

describe('fixGroupOf', () => {
  it.each([
    ['meta-description', 'meta'],
    ['document-title', 'meta'],
    ['title', 'meta'],
    ['og-image', 'meta'],
    ['twitter-card', 'meta'],
    ['canonical', 'meta'],
    ['html-lang', 'meta'],
    ['charset', 'meta'],
    ['meta-viewport', 'meta'],
    ['json-ld', 'meta'],
    ['heading-order', 'headings'],
    ['h1', 'headings'],
    ['single-h1', 'headings'],
    ['image-alt', 'images'],
    ['img-dimensions', 'images'],
    ['image-lazy-loading', 'images'],
    ['defer-scripts', 'optimization'],
    ['font-display', 'optimization'],
    ['link-name', 'optimization'],
    // The server's catalogue (plugins/analysis/server/src/fixer/fixes).
    ['charset', 'meta'],
    ['html-lang', 'meta'],
    ['viewport', 'meta'],
    ['structured-data', 'meta'],
    ['title', 'meta'],
    ['canonical', 'meta'],
    ['open-graph', 'meta'],
    ['twitter-card', 'meta'],
    ['favicon', 'meta'],
    ['single-h1', 'headings'],
    ['heading-order', 'headings'],
    ['image-alt', 'images'],
    ['image-dimensions', 'images'],
    ['lazy-loading', 'images'],
    ['main-landmark', 'optimization'],
    ['link-text', 'optimization'],
    ['crawlable-anchors', 'optimization'],
    ['rel-noopener', 'optimization'],
    ['preconnect', 'optimization'],
    ['form-labels', 'optimization'],
    ['button-name', 'optimization'],
    ['doctype', 'optimization'],
  ] as const)('puts %s under %s', (id, group) => {
    expect(fixGroupOf({ id })).toBe(group);
  });
});

describe('groupFixes', () => {
  it('keeps the order of the fixes within each tab', () => {
    const groups = groupFixes([{ id: 'image-alt' }, { id: 'meta-description' }, { id: 'img-dimensions' }, { id: 'button-name' }]);
    expect(groups.images.map((fix) => fix.id)).toEqual(['image-alt', 'img-dimensions']);
    expect(groups.meta.map((fix) => fix.id)).toEqual(['meta-description']);
    expect(groups.headings).toEqual([]);
    expect(groups.optimization.map((fix) => fix.id)).toEqual(['button-name']);
  });
});

import { describe, expect, it } from 'vitest';
import { passingAuditIdsOf, scoreDropsOf, worsenedAuditsOf } from './score-regression.js';

const scores = (performance: number, accessibility: number, seo: number, bestPractices: number) => ({ performance, accessibility, seo, bestPractices });

describe('scoreDropsOf', () => {
  it('names the categories that fell by more than the margin, the largest fall first', () => {
    expect(scoreDropsOf(scores(90, 95, 100, 80), scores(70, 90, 89, 81), 5)).toEqual([
      { category: 'performance', from: 90, to: 70 },
      { category: 'seo', from: 100, to: 89 },
    ]);
  });

  it('does not count a fall of exactly the margin, nor a rise', () => {
    expect(scoreDropsOf(scores(90, 90, 90, 90), scores(85, 95, 90, 100), 5)).toEqual([]);
    expect(scoreDropsOf(scores(90, 90, 90, 90), scores(89, 90, 90, 90), 0)).toEqual([{ category: 'performance', from: 90, to: 89 }]);
  });
});

describe('worsened audits', () => {
  it('counts only scored audits at 0.9 or more as passing', () => {
    const report = {
      audits: {
        'image-alt': { score: 1, scoreDisplayMode: 'binary' },
        'largest-contentful-paint': { score: 0.92, scoreDisplayMode: 'numeric' },
        'color-contrast': { score: 0.5, scoreDisplayMode: 'binary' },
        'font-size': { score: null, scoreDisplayMode: 'notApplicable' },
        'screenshot-thumbnails': { score: 1, scoreDisplayMode: 'informative' },
      },
    };
    expect([...passingAuditIdsOf(report)].sort()).toEqual(['image-alt', 'largest-contentful-paint']);
  });

  it('answers the audits failing now that passed before, worst first, each once, in both languages', () => {
    const failingNow = [
      { id: 'color-contrast', title: 'Contrast', titles: { pt: 'Contraste', en: 'Contrast' }, score: 0, gainPoints: 9 },
      { id: 'image-alt', title: 'Alt', titles: { pt: 'Alt pt', en: 'Alt' }, score: 0, gainPoints: 3 },
      { id: 'largest-contentful-paint', title: 'LCP', score: 0.4, gainPoints: 12 },
      { id: 'image-alt', title: 'Alt', titles: { pt: 'Alt pt', en: 'Alt' }, score: 0, gainPoints: 1 },
    ];
    expect(worsenedAuditsOf(new Set(['image-alt', 'largest-contentful-paint']), failingNow)).toEqual([
      { id: 'largest-contentful-paint', title: { pt: 'LCP', en: 'LCP' } },
      { id: 'image-alt', title: { pt: 'Alt pt', en: 'Alt' } },
    ]);
  });
});

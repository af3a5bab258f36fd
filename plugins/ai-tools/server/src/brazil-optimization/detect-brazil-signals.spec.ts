import { describe, expect, it } from 'vitest';
import { brazilCheckIds } from './brazil-check.js';
import { brazilianBakeryHtml, usBakeryHtml } from './brazil-page.fixture.js';
import { detectBrazilSignals } from './detect-brazil-signals.js';

describe('detectBrazilSignals', () => {
  it('runs every check once, in order', () => {
    const results = detectBrazilSignals({ html: '<p>x</p>', url: 'https://example.com/' });
    expect(results.map((result) => result.id)).toEqual([...brazilCheckIds]);
  });

  it('finds every signal on a Brazilian page, each with its evidence', () => {
    const results = detectBrazilSignals({ html: brazilianBakeryHtml, url: 'https://www.paoquente.com.br/', headers: { 'content-type': 'text/html' } });
    for (const result of results) {
      expect(result.found, result.id).toBe(true);
      expect(result.evidence, result.id).toBeTruthy();
    }
  });

  it('finds none on a US page', () => {
    const results = detectBrazilSignals({ html: usBakeryHtml, url: 'https://sunrisebakery.com/' });
    expect(results.filter((result) => result.found)).toEqual([]);
  });
});

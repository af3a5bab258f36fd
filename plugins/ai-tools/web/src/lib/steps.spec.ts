import { describe, expect, it } from 'vitest';
import { groupSteps, isCode } from './steps';

describe('implementation steps', () => {
  it('shows tags, JSON and blocks on several lines as code, sentences as text', () => {
    expect(isCode('<a href="/politica-de-privacidade">Política de Privacidade</a>')).toBe(true);
    expect(isCode('  <script type="application/ld+json">\n{}\n</script>')).toBe(true);
    expect(isCode('{"@type": "LocalBusiness"}')).toBe(true);
    expect(isCode('Adicione ao <head> da página o bloco abaixo:')).toBe(false);
    expect(isCode('Publique e rode uma nova análise.')).toBe(false);
  });

  it('attaches each code block to the sentence before it, keeping the order', () => {
    expect(groupSteps(['Abra o HTML da página.', ' <meta name="description" content="x"> ', 'Publique.'])).toEqual([
      { text: 'Abra o HTML da página.', code: ['<meta name="description" content="x">'] },
      { text: 'Publique.', code: [] },
    ]);
  });

  it('makes leading code a step of its own', () => {
    expect(groupSteps(['<p>a</p>', '<p>b</p>', 'Pronto.'])).toEqual([
      { text: null, code: ['<p>a</p>', '<p>b</p>'] },
      { text: 'Pronto.', code: [] },
    ]);
    expect(groupSteps([])).toEqual([]);
  });
});

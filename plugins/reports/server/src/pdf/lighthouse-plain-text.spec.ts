import { describe, expect, it } from 'vitest';
import { lighthousePlainText } from './lighthouse-plain-text.js';

describe('lighthousePlainText', () => {
  it('prints code marks and links as their text', () => {
    expect(lighthousePlainText('Os elementos de imagem não têm atributos `[alt]`')).toBe('Os elementos de imagem não têm atributos [alt]');
    expect(lighthousePlainText('Veja [Saiba mais](https://developer.chrome.com/docs/lighthouse/) sobre `<img>`.')).toBe('Veja Saiba mais sobre <img>.');
    expect(lighthousePlainText('Reduza o JavaScript não usado')).toBe('Reduza o JavaScript não usado');
  });
});

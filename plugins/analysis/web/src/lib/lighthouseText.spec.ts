import { describe, expect, it } from 'vitest';
import { lighthouseSegments, plainLighthouseText } from './lighthouseText';

describe('Lighthouse texts', () => {
  it('splits code spans and links out of a description', () => {
    const description =
      'Informative elements should aim for short, descriptive alternate text. Decorative elements can be ignored with an empty alt attribute. [Learn more about the `alt` attribute](https://dequeuniversity.com/rules/axe/4.11/image-alt).';
    expect(lighthouseSegments(description)).toEqual([
      {
        kind: 'text',
        text: 'Informative elements should aim for short, descriptive alternate text. Decorative elements can be ignored with an empty alt attribute. ',
      },
      { kind: 'link', text: 'Learn more about the `alt` attribute', href: 'https://dequeuniversity.com/rules/axe/4.11/image-alt' },
      { kind: 'text', text: '.' },
    ]);
    expect(lighthouseSegments('Os elementos de imagem não têm atributos `[alt]`')).toEqual([
      { kind: 'text', text: 'Os elementos de imagem não têm atributos ' },
      { kind: 'code', text: '[alt]' },
    ]);
  });

  it('keeps links that are not http(s) as text, and gives the plain text', () => {
    expect(lighthouseSegments('[click](javascript:alert(1))')).toEqual([{ kind: 'text', text: '[click](javascript:alert(1))' }]);
    expect(plainLighthouseText('Os elementos de imagem não têm atributos `[alt]`')).toBe('Os elementos de imagem não têm atributos [alt]');
  });
});

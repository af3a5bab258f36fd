import { describe, expect, it } from 'vitest';
import { lighthouseTitleIn, plainLighthouseText } from './lighthouse-title.js';

describe('Lighthouse titles in plain sentences', () => {
  it('drops the backticks around code and keeps the text of links', () => {
    expect(plainLighthouseText('Image elements do not have `[alt]` attributes')).toBe('Image elements do not have [alt] attributes');
    expect(plainLighthouseText('Os elementos `<html>` não têm um atributo `[lang]`. [Saiba mais](https://developer.chrome.com/docs/lighthouse/)')).toBe(
      'Os elementos <html> não têm um atributo [lang]. Saiba mais',
    );
  });

  it('uses Lighthouse’s Portuguese title for a Portuguese reader and the English one otherwise', () => {
    const audit = {
      title: 'Document doesn’t have a `<title>` element',
      titles: { pt: 'O documento não tem um elemento `<title>`', en: 'Document doesn’t have a `<title>` element' },
    };
    expect(lighthouseTitleIn(audit, 'pt')).toBe('O documento não tem um elemento <title>');
    expect(lighthouseTitleIn(audit, 'en')).toBe('Document doesn’t have a <title> element');
    expect(lighthouseTitleIn({ title: 'Links do not have a discernible name' }, 'pt')).toBe('Links do not have a discernible name');
  });
});

import { describe, expect, it } from 'vitest';
import { auditTitleSegments, plainAuditTitle } from './auditTitle';

describe('auditTitleSegments', () => {
  it('splits a title into text and its `code` marks', () => {
    expect(auditTitleSegments('O elemento `<html>` não tem um atributo `[lang]`')).toEqual([
      { text: 'O elemento ', code: false },
      { text: '<html>', code: true },
      { text: ' não tem um atributo ', code: false },
      { text: '[lang]', code: true },
    ]);
  });

  it('keeps a link’s text and a title without marks as it is', () => {
    expect(plainAuditTitle('Veja [o guia](https://web.dev/guia) de imagens')).toBe('Veja o guia de imagens');
    expect(auditTitleSegments('Exibe imagens em baixa resolução')).toEqual([{ text: 'Exibe imagens em baixa resolução', code: false }]);
  });

  it('gives the plain title for options and tooltips', () => {
    expect(plainAuditTitle('`<html>` element does not have a `[lang]` attribute')).toBe('<html> element does not have a [lang] attribute');
  });
});

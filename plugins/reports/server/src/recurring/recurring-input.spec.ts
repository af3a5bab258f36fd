import { describe, expect, it } from 'vitest';
import { ApiError } from '@otimiza/sdk/server';
import { createRecurringReportSchema } from '@otimiza/plugin-reports-shared';
import { cleanRecurringInput } from './recurring-input.js';

const parse = (input: object) => cleanRecurringInput(createRecurringReportSchema.parse(input));
const messageOf = (input: object) => {
  try {
    parse(input);
    return null;
  } catch (error) {
    return (error as ApiError).localized?.pt;
  }
};

describe('recurring report input', () => {
  it('drops blank rows and applies the defaults', () => {
    expect(parse({ name: ' Mensal ', urls: ['', 'https://a.com.br', '  '], recipients: ['', 'Dono@Loja.com.br'] })).toEqual({
      name: 'Mensal',
      urls: ['https://a.com.br'],
      frequency: 'monthly',
      recipients: ['dono@loja.com.br'],
      settings: { includeComparisons: true, includeRecommendations: true, customBranding: true, emailFormat: 'summary' },
    });
  });

  it('names the missing field with the spec texts', () => {
    expect(messageOf({ name: ' ', urls: ['https://a.com.br'], recipients: ['a@b.com'] })).toBe('Nome Obrigatório');
    expect(messageOf({ name: 'R', urls: ['  '], recipients: ['a@b.com'] })).toBe('URL Obrigatória');
    expect(messageOf({ name: 'R', urls: ['https://a.com.br'], recipients: ['sem-arroba'] })).toBe('Destinatário Obrigatório');
    expect(messageOf({ name: 'R', urls: ['https://a.com.br'], recipients: ['a@b.com', 'x@'] })).toBe('E-mail inválido: x@');
  });
});

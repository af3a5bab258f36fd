import { describe, expect, it } from 'vitest';
import { isValidCnpj } from './cnpj-check-digits.js';

describe('isValidCnpj', () => {
  it('accepts CNPJs whose check digits follow the module-11 rule, with or without punctuation', () => {
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCnpj('11222333000181')).toBe(true);
    expect(isValidCnpj('00.000.000/0001-91')).toBe(true);
  });

  it('refuses a wrong check digit', () => {
    expect(isValidCnpj('11.222.333/0001-80')).toBe(false);
    expect(isValidCnpj('11.222.333/0001-18')).toBe(false);
  });

  it('refuses repeated digits, short numbers and letters in the check digits', () => {
    expect(isValidCnpj('00.000.000/0000-00')).toBe(false);
    expect(isValidCnpj('11111111111111')).toBe(false);
    expect(isValidCnpj('1122233300018')).toBe(false);
    expect(isValidCnpj('11.222.333/0001-8A')).toBe(false);
  });

  it('accepts the alphanumeric CNPJ (letters count as their code minus 48)', () => {
    expect(isValidCnpj('12.ABC.345/01DE-35')).toBe(true);
    expect(isValidCnpj('12.ABC.345/01DE-36')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { ApiError } from '@otimiza/sdk/server';
import type { AppConfig } from '../../kernel/config/config.schema.js';
import { PasswordPolicy } from './password-policy.js';

const policy = new PasswordPolicy({ ROLE: 'all' } as AppConfig);
const ana = { email: 'ana.souza@example.com', firstName: 'Ana', lastName: 'Souza' };
const bruno = { email: 'bruno@example.com', firstName: 'Bruno', lastName: 'Lima' };

describe('PasswordPolicy', () => {
  it.each([
    ['password', 'Senha muito comum', 'This password is too common'],
    ['12345678', 'Senha muito comum', 'This password is too common'],
    ['senha123', 'Senha muito comum', 'This password is too common'],
    ['brasil123', 'evite nomes', 'avoid common first and last names'],
    ['qwertyuiop', 'Senha muito comum', 'This password is too common'],
    ['abcdefgh', 'evite sequências', 'avoid sequences'],
    ['aaaaaaaa', 'evite caracteres repetidos', 'avoid repeated characters'],
    ['p@ssw0rd', 'parecida com uma das senhas mais usadas', 'too close to one of the most used'],
  ])('refuses %s and says why in both languages', (password, pt, en) => {
    const verdict = policy.check(password, bruno);
    expect(verdict.strong).toBe(false);
    if (verdict.strong) return;
    expect(verdict.reason.pt).toContain(pt);
    expect(verdict.reason.en).toContain(en);
  });

  it("refuses a password built from the owner's own name and e-mail", () => {
    expect(policy.check('ana.souza2024', bruno)).toEqual({ strong: true });
    const verdict = policy.check('ana.souza2024', ana);
    expect(verdict).toMatchObject({ strong: false, reason: { pt: 'Esta senha é fácil de adivinhar: não use seu nome nem seu e-mail.' } });
    expect(policy.check('AnaSouza!2024', ana).strong).toBe(false);
  });

  it.each(['senha-segura-123', 'estrela-cadente-luar', 'P\u00e3o-de-a\u00e7\u00facar-Ipanema-93', 'xK9#mP2$vL'])('accepts %s', (password) => {
    expect(policy.check(password, ana)).toEqual({ strong: true });
  });

  it('judges both Unicode forms of a password alike', () => {
    const composed = 'cora\u00e7\u00e3o-valente-71';
    expect(policy.check(composed.normalize('NFD'), ana)).toEqual(policy.check(composed, ana));
  });

  it('throws 400 VALIDATION_ERROR on the password field in the asked language', () => {
    const refusal = (() => {
      try {
        policy.assertStrong('senha123', ana, 'en');
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(ApiError);
    expect((refusal as ApiError).getStatus()).toBe(400);
    expect((refusal as ApiError).bodyIn('en').error).toMatchObject({
      type: 'VALIDATION_ERROR',
      message: 'This password is too common: it is among the most used. Choose another one.',
      details: {
        code: 'WEAK_PASSWORD',
        fields: [{ path: 'password', message: 'This password is too common: it is among the most used. Choose another one.' }],
      },
    });
    expect(() => policy.assertStrong('senha-segura-123', ana, 'en')).not.toThrow();
  });

  it('estimates only the first 64 characters, which bounds its time (3.5 s for 184 characters without the cap)', () => {
    const random = 'Q7v!kR2#pL9@xM4$wN8%tB3^zC6&yD1*';
    expect(policy.check(random, ana)).toEqual({ strong: true });
    expect(policy.check('a'.repeat(64) + random, ana).strong).toBe(false);
    expect(policy.check('a'.repeat(32) + random, ana)).toEqual({ strong: true });
  });
});

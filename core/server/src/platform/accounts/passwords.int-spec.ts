import argon2 from 'argon2';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryDatabase, verificationLinkFor, type TestApp } from '@otimiza/sdk/testing';
import { createTestApp } from '@otimiza/host-testing';

let counter = 0;
const newEmail = () => `passwords-${Date.now().toString(36)}-${counter++}@example.com`;
// 'Pão-de-açúcar-Ipanema-93': composed (NFC, as most keyboards type it) and decomposed (NFD, as macOS may).
const composed = 'P\u00e3o-de-a\u00e7\u00facar-Ipanema-93';
const decomposed = composed.normalize('NFD');

describe('passwords: strength and Unicode forms', () => {
  let testApp: TestApp;
  const http = () => request(testApp.server as never);
  const sql = <Row>(query: string, params: unknown[] = []) => queryDatabase<Row>(testApp.database.url, query, params);
  const register = (email: string, password: string, language = 'pt-BR') =>
    http()
      .post('/api/auth/register')
      .set('Accept-Language', language)
      .send({ email, password, confirmPassword: password, firstName: 'Ana', lastName: 'Souza' });
  const registerVerified = async (password: string) => {
    const email = newEmail();
    await register(email, password).expect(201);
    const token = new URL(await verificationLinkFor(testApp.database.url, email)).searchParams.get('token');
    await http().post('/api/auth/verify-email').send({ token }).expect(200);
    return email;
  };
  const storedHash = async (email: string) =>
    (
      await sql<{ password_hash: string }>('select c.password_hash from core_user_credential c join core_user u on u.id = c.user_id where u.email = $1', [
        email,
      ])
    )[0]!.password_hash;

  beforeAll(async () => {
    testApp = await createTestApp({ plugins: [], env: { REDIS_URL: undefined } });
  });
  afterAll(() => testApp?.close());

  describe('strength on registration', () => {
    it.each([
      [
        'password',
        'Senha muito comum: ela está entre as mais usadas. Escolha outra.',
        'This password is too common: it is among the most used. Choose another one.',
      ],
      [
        '12345678',
        'Senha muito comum: ela está entre as mais usadas. Escolha outra.',
        'This password is too common: it is among the most used. Choose another one.',
      ],
      [
        'senha123',
        'Senha muito comum: ela está entre as mais usadas. Escolha outra.',
        'This password is too common: it is among the most used. Choose another one.',
      ],
      ['brasil123', 'Esta senha é fácil de adivinhar: evite nomes e sobrenomes comuns.', 'This password is easy to guess: avoid common first and last names.'],
      [
        'qwertyuiop',
        'Senha muito comum: ela está entre as mais usadas. Escolha outra.',
        'This password is too common: it is among the most used. Choose another one.',
      ],
      [
        'ana.souza2024',
        'Esta senha é fácil de adivinhar: não use seu nome nem seu e-mail.',
        'This password is easy to guess: do not use your name or your e-mail.',
      ],
    ])('refuses %s with the reason on the password field, in pt and in en', async (password, pt, en) => {
      for (const [language, message] of [
        ['pt-BR', pt],
        ['en', en],
      ] as const) {
        const email = newEmail();
        const response = await register(email, password, language).expect(400);
        expect(response.body.error).toEqual({
          type: 'VALIDATION_ERROR',
          message,
          details: { code: 'WEAK_PASSWORD', source: 'body', fields: [{ path: 'password', message }] },
        });
        expect(await sql('select 1 from core_user where email = $1', [email])).toEqual([]);
      }
    });

    it('accepts a strong password', async () => {
      await register(newEmail(), 'estrela-cadente-luar').expect(201);
    });
  });

  describe('Unicode forms', () => {
    it('logs in with the decomposed form an account registered with the composed one, and the other way round', async () => {
      const fromComposed = await registerVerified(composed);
      await http().post('/api/auth/login').send({ email: fromComposed, password: decomposed }).expect(200);
      const fromDecomposed = await registerVerified(decomposed);
      await http().post('/api/auth/login').send({ email: fromDecomposed, password: composed }).expect(200);
      expect(await argon2.verify(await storedHash(fromDecomposed), composed)).toBe(true);
    });

    it.each([
      ['decomposed', decomposed],
      ['composed', composed],
    ])('rehashes a hash made from the decomposed form before normalisation at the first login (typed %s)', async (_form, typed) => {
      const email = await registerVerified(composed);
      const legacy = await argon2.hash(decomposed, { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 });
      await sql('update core_user_credential set password_hash = $1 where user_id = (select id from core_user where email = $2)', [legacy, email]);

      await http().post('/api/auth/login').send({ email, password: typed }).expect(200);
      const rehashed = await storedHash(email);
      expect(rehashed).not.toBe(legacy);
      expect(await argon2.verify(rehashed, composed)).toBe(true);
      await http().post('/api/auth/login').send({ email, password: composed }).expect(200);
      expect(await storedHash(email)).toBe(rehashed);
    });
  });
});

import argon2 from 'argon2';
import { describe, expect, it } from 'vitest';
import { PasswordHasher } from './password-hasher.js';

// 'Pão-de-açúcar-Ipanema-93' composed (NFC, one code point per accented letter) and decomposed (NFD).
const composed = 'P\u00e3o-de-a\u00e7\u00facar-Ipanema-93';
const decomposed = composed.normalize('NFD');

describe('PasswordHasher', () => {
  const hasher = new PasswordHasher();

  it('takes the two Unicode forms of a password as the same password', async () => {
    expect(decomposed).not.toBe(composed);
    const fromComposed = await hasher.hash(composed);
    const fromDecomposed = await hasher.hash(decomposed);
    expect(await hasher.verify(fromComposed, decomposed)).toBe('valid');
    expect(await hasher.verify(fromDecomposed, composed)).toBe('valid');
    expect(await argon2.verify(fromDecomposed, composed)).toBe(true);
    expect(await hasher.verify(fromComposed, 'P\u00e3o-de-a\u00e7\u00facar-Ipanema-94')).toBe('invalid');
  });

  it('accepts a hash made from the decomposed form before normalisation, typed in either form, and asks for a rehash', async () => {
    const legacy = await argon2.hash(decomposed, { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 });
    expect(await hasher.verify(legacy, decomposed)).toBe('rehash');
    expect(await hasher.verify(legacy, composed)).toBe('rehash');
    expect(await hasher.verify(legacy, `${composed}!`)).toBe('invalid');
  });

  it("hashes at OWASP's cost outside tests, at argon2id's smallest under NODE_ENV=test, and each verifies under the other", async () => {
    const production = new PasswordHasher({ NODE_ENV: 'production' });
    const test = new PasswordHasher({ NODE_ENV: 'test' });
    const strong = await production.hash(composed);
    const light = await test.hash(composed);
    expect(strong).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(await hasher.hash(composed)).toMatch(/\$m=19456,p=1,t=2\$/);
    expect(light).toMatch(/^\$argon2id\$v=19\$m=1024,p=1,t=1\$/);
    expect(await test.verify(strong, composed)).toBe('valid');
    expect(await production.verify(light, composed)).toBe('valid');
  });

  it('answers invalid for a hash it cannot read', async () => {
    expect(await hasher.verify('not-a-hash', 'senha-segura-123')).toBe('invalid');
  });
});

import { Inject, Injectable, Optional } from '@nestjs/common';
import argon2 from 'argon2';
import { APP_CONFIG, type AppConfig } from '../../kernel/index.js';

/**
 * `valid`: the password matches. `rehash`: it matches a hash made before passwords were
 * normalised (from another Unicode form): store `hash(password)` in its place.
 */
export type PasswordCheck = 'valid' | 'rehash' | 'invalid';

/** OWASP's argon2id parameters: 19 MiB, 2 passes (about 135 ms of a core here). */
const OWASP_COST = { memoryCost: 19456, timeCost: 2 } as const;
/**
 * Under NODE_ENV=test only: argon2id still, at its smallest cost (about 1 ms). The suites sign up and sign in
 * some thousand accounts, each a hash and a verify; at OWASP's cost that was minutes of the two cores. A hash
 * carries its own parameters, so either kind verifies under either mode.
 */
const TEST_COST = { memoryCost: 1024, timeCost: 1 } as const;

/**
 * argon2id over the password in Unicode NFC, so 'ç' typed as one code point or as 'c' + combining
 * cedilla (macOS, some keyboards) is the same password.
 */
@Injectable()
export class PasswordHasher {
  private readonly cost: typeof OWASP_COST | typeof TEST_COST;

  constructor(@Optional() @Inject(APP_CONFIG) config?: Pick<AppConfig, 'NODE_ENV'>) {
    this.cost = config?.NODE_ENV === 'test' ? TEST_COST : OWASP_COST;
  }

  hash(password: string): Promise<string> {
    return argon2.hash(password.normalize('NFC'), { type: argon2.argon2id, ...this.cost, parallelism: 1 });
  }

  async verify(hash: string, password: string): Promise<PasswordCheck> {
    const nfc = password.normalize('NFC');
    if (await this.matches(hash, nfc)) return 'valid';
    // Hashes made before normalisation hold the form that was typed at registration: the raw
    // input, or its decomposed form when the same password is now typed composed.
    const legacyForms = new Set([password, password.normalize('NFD')]);
    legacyForms.delete(nfc);
    for (const form of legacyForms) {
      if (await this.matches(hash, form)) return 'rehash';
    }
    return 'invalid';
  }

  private async matches(hash: string, password: string): Promise<boolean> {
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  }
}

import { Injectable } from '@nestjs/common';
import argon2 from 'argon2';

/**
 * `valid`: the password matches. `rehash`: it matches a hash made before passwords were
 * normalised (from another Unicode form): store `hash(password)` in its place.
 */
export type PasswordCheck = 'valid' | 'rehash' | 'invalid';

/**
 * argon2id (OWASP parameters: 19 MiB, 2 passes) over the password in Unicode NFC, so 'ç' typed
 * as one code point or as 'c' + combining cedilla (macOS, some keyboards) is the same password.
 */
@Injectable()
export class PasswordHasher {
  hash(password: string): Promise<string> {
    return argon2.hash(password.normalize('NFC'), { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 });
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

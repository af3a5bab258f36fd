import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { ApiError } from '@otimiza/sdk/server';
import type { Language, LocalizedText } from '@otimiza/sdk/shared';
import { APP_CONFIG, type AppConfig } from '../../kernel/index.js';
import { passwordEstimator } from './password-estimator.js';
import { genericWeaknessMessage, passwordWeaknessMessages, type EstimatorWarning } from './password-weakness-messages.js';

/** zxcvbn's score 3: more than 10^8 guesses, the usual floor for an account password. */
export const MIN_PASSWORD_SCORE = 3;

/** Whose password it is: what it must not be built from. */
export interface PasswordOwner {
  email: string;
  firstName?: string;
  lastName?: string;
}

export type PasswordVerdict = { strong: true } | { strong: false; reason: LocalizedText };

/**
 * Refuses guessable passwords: common ones, Portuguese words and names, keyboard rows,
 * sequences, dates, and the owner's own name or e-mail. For registration, password change and
 * password reset alike.
 */
@Injectable()
export class PasswordPolicy implements OnApplicationBootstrap {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** The dictionaries are ranked at start, so no visitor waits for it (workers never check passwords). */
  onApplicationBootstrap(): void {
    if (this.config.ROLE !== 'worker') passwordEstimator();
  }

  check(password: string, owner: PasswordOwner): PasswordVerdict {
    const result = passwordEstimator().check(password.normalize('NFC'), ownerWords(owner));
    if (result.score >= MIN_PASSWORD_SCORE) return { strong: true };
    const warning = result.feedback.warning as EstimatorWarning | null;
    return { strong: false, reason: (warning && passwordWeaknessMessages[warning]) || genericWeaknessMessage };
  }

  /** Throws 400 VALIDATION_ERROR on the field `password`, saying why in `language`. */
  assertStrong(password: string, owner: PasswordOwner, language: Language, field = 'password'): void {
    const verdict = this.check(password, owner);
    if (verdict.strong) return;
    throw new ApiError('VALIDATION_ERROR', 400, verdict.reason, {
      code: 'WEAK_PASSWORD',
      source: 'body',
      fields: [{ path: field, message: verdict.reason[language] }],
    });
  }
}

/** The owner's e-mail, its parts and names, alone and joined, as the estimator's own dictionary. */
function ownerWords(owner: PasswordOwner): string[] {
  const email = owner.email.trim().toLowerCase();
  const [local = '', domain = ''] = email.split('@');
  const names = [owner.firstName, owner.lastName].map((name) => name?.trim().toLowerCase() ?? '').filter(Boolean);
  const nameParts = names.flatMap((name) => name.split(/\s+/));
  const joined = names.length === 2 ? [names.join(''), names.join('.'), `${names[1]}${names[0]}`] : [];
  const words = [email, local, local.replace(/[._+-]/g, ''), ...local.split(/[._+-]/), domain.split('.')[0] ?? '', ...names, ...nameParts, ...joined];
  return [...new Set(words.filter((word) => word.length >= 3))];
}

import { randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openSurveyToken, sealSurveyToken, type SurveyClaim } from './survey-token.js';

describe('survey tokens', () => {
  const key = randomBytes(32);
  const claim: SurveyClaim = { w: randomUUID(), c: randomUUID(), s: 'recurring-report', k: 'run-1:ana@example.com', e: Date.now() + 60_000 };

  it('opens what it sealed, and hides the ids it carries', () => {
    const token = sealSurveyToken(key, claim);
    expect(openSurveyToken(key, token)).toEqual(claim);
    expect(token).not.toContain(claim.w);
    expect(Buffer.from(token, 'base64url').toString('latin1')).not.toContain(claim.c);
  });

  it('refuses a changed token, another key, an expired claim and garbage', () => {
    const token = sealSurveyToken(key, claim);
    const flipped = Buffer.from(token, 'base64url');
    flipped[20] = flipped[20]! ^ 1;
    expect(openSurveyToken(key, flipped.toString('base64url'))).toBeNull();
    expect(openSurveyToken(randomBytes(32), token)).toBeNull();
    expect(openSurveyToken(key, sealSurveyToken(key, { ...claim, e: Date.now() - 1 }))).toBeNull();
    expect(openSurveyToken(key, 'not a token')).toBeNull();
    expect(openSurveyToken(key, 'A'.repeat(60))).toBeNull();
  });
});

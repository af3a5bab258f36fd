import { describe, expect, it } from 'vitest';
import { nameWithVersion, versionBesideName } from './frameworks.js';

describe('a rule set’s name with its version', () => {
  it('does not repeat a version the name already carries', () => {
    expect(nameWithVersion('eMAG 3.1', '3.1')).toBe('eMAG 3.1');
    expect(nameWithVersion('WCAG 2.2 (A/AA)', '2.2')).toBe('WCAG 2.2 (A/AA)');
    expect(versionBesideName('eMAG 3.1', '3.1')).toBe('');
  });

  it('adds a version the name does not carry', () => {
    expect(nameWithVersion('LGPD', 'Lei 13.709/2018')).toBe('LGPD Lei 13.709/2018');
    expect(nameWithVersion('Core Web Vitals', '2024')).toBe('Core Web Vitals 2024');
    expect(versionBesideName('Segurança web (OWASP)', 'OWASP ASVS 4.0.3')).toBe('OWASP ASVS 4.0.3');
    expect(nameWithVersion('axe-core', null)).toBe('axe-core');
  });
});

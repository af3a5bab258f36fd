import { describe, expect, it } from 'vitest';
import type { PageInspection } from '@otimiza/plugin-analysis-contract';
import { inspectionOf } from '../../testing/page-inspection.fixture.js';
import { advisoriesFor } from './vulnerable-libraries.js';
import { webSecurityFramework } from './web-security.framework.js';

const evaluate = (overrides: Partial<PageInspection>) => {
  const outcomes = webSecurityFramework.evaluate({ url: 'https://loja.example.com.br/', inspection: inspectionOf(overrides), analysis: null });
  return new Map(outcomes.map((each) => [each.checkId, each]));
};

const goodHeaders = {
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'content-security-policy': "default-src 'self'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

describe('web-security', () => {
  it('passes an HTTPS page with every header, good cookies and safe libraries', () => {
    const outcomes = evaluate({
      headers: goodHeaders,
      cookies: [{ name: 'session', domain: 'loja.example.com.br', path: '/', secure: true, httpOnly: true, sameSite: 'Lax', expires: null, firstParty: true }],
      requests: [{ url: 'https://loja.example.com.br/app.js', method: 'GET', resourceType: 'script', firstParty: true, status: 200 }],
      libraries: [{ name: 'jQuery', version: '3.7.1', source: 'global:jQuery.fn.jquery' }],
    });
    expect([...outcomes.values()].filter((each) => each.status !== 'passed').map((each) => each.checkId)).toEqual([]);
    expect([...outcomes.keys()].sort()).toEqual([
      'security-content-type-options',
      'security-cookie-flags',
      'security-csp',
      'security-frame-options',
      'security-hsts',
      'security-https',
      'security-mixed-content',
      'security-referrer-policy',
      'security-vulnerable-libraries',
    ]);
  });

  it('fails missing headers with the header as evidence, and a short HSTS', () => {
    const outcomes = evaluate({
      headers: { 'strict-transport-security': 'max-age=86400', 'referrer-policy': 'unsafe-url', 'x-frame-options': 'ALLOW-FROM https://x' },
    });
    expect(outcomes.get('security-hsts')).toMatchObject({
      status: 'failed',
      evidence: [{ kind: 'header', header: { name: 'strict-transport-security', value: 'max-age=86400' } }],
    });
    expect(outcomes.get('security-csp')).toMatchObject({ status: 'failed', evidence: [{ header: { name: 'content-security-policy', value: null } }] });
    expect(outcomes.get('security-frame-options')?.status).toBe('failed');
    expect(outcomes.get('security-content-type-options')?.status).toBe('failed');
    expect(outcomes.get('security-referrer-policy')?.status).toBe('failed');
    expect(outcomes.get('security-frame-options')?.status).toBe('failed');
    expect(evaluate({ headers: { 'x-frame-options': 'SAMEORIGIN' } }).get('security-frame-options')?.status).toBe('passed');
  });

  it('fails HTTP, mixed content, cookies without flags and vulnerable libraries', () => {
    expect(evaluate({ finalUrl: 'http://loja.example.com.br/', headers: goodHeaders }).get('security-https')?.status).toBe('failed');
    expect(evaluate({ finalUrl: 'http://loja.example.com.br/', headers: goodHeaders }).get('security-hsts')?.status).toBe('failed');
    const outcomes = evaluate({
      requests: [{ url: 'http://cdn.example.com/lib.js', method: 'GET', resourceType: 'script', firstParty: false, status: 200 }],
      cookies: [
        { name: 'PHPSESSID', domain: 'loja.example.com.br', path: '/', secure: false, httpOnly: false, sameSite: null, expires: null, firstParty: true },
      ],
      libraries: [
        { name: 'jQuery', version: '1.8.3', source: 'https://loja.example.com.br/js/jquery-1.8.3.min.js' },
        { name: 'Bootstrap', version: '4.3.1', source: 'global:bootstrap' },
      ],
    });
    expect(outcomes.get('security-mixed-content')).toMatchObject({ status: 'failed', evidence: [{ kind: 'request', url: 'http://cdn.example.com/lib.js' }] });
    expect(outcomes.get('security-cookie-flags')).toMatchObject({
      status: 'failed',
      evidence: [{ cookie: { name: 'PHPSESSID' }, note: { en: 'Missing Secure, SameSite, HttpOnly' } }],
    });
    const libraries = outcomes.get('security-vulnerable-libraries')!;
    expect(libraries.status).toBe('failed');
    expect(libraries.evidence).toHaveLength(1);
    expect(libraries.evidence[0]!.library).toEqual({
      name: 'jQuery',
      version: '1.8.3',
      advisories: ['CVE-2012-6708', 'CVE-2015-9251', 'CVE-2019-11358', 'CVE-2020-11022', 'CVE-2020-11023'],
    });
  });

  it('compares versions with semver ranges', () => {
    expect(advisoriesFor({ name: 'jQuery', version: '3.4.1', source: '' })?.advisories.flatMap((each) => each.ids)).toEqual([
      'CVE-2020-11022',
      'CVE-2020-11023',
    ]);
    expect(advisoriesFor({ name: 'jQuery', version: '3.5.0', source: '' })).toBeNull();
    expect(advisoriesFor({ name: 'jquery-ui', version: '1.12.1', source: '' })?.name).toBe('jQuery UI');
    expect(advisoriesFor({ name: 'Bootstrap', version: '4.3.0', source: '' })?.advisories.flatMap((each) => each.ids)).toEqual(['CVE-2019-8331']);
    expect(advisoriesFor({ name: 'Bootstrap', version: '3.4.1', source: '' })).toBeNull();
    expect(advisoriesFor({ name: 'AngularJS', version: '1.8.3', source: '' })).not.toBeNull();
    expect(advisoriesFor({ name: 'lodash', version: '4.17.20', source: '' })?.advisories.flatMap((each) => each.ids)).toContain('CVE-2021-23337');
    expect(advisoriesFor({ name: 'moment', version: '2.29.4', source: '' })).toBeNull();
    expect(advisoriesFor({ name: 'Handlebars', version: '4.7.6', source: '' })).not.toBeNull();
    expect(advisoriesFor({ name: 'DOMPurify', version: '2.2.1', source: '' })).not.toBeNull();
    expect(advisoriesFor({ name: 'React', version: '16.0.0', source: '' })).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { sitemapKindLabel, skippedRows, skipReasonLabel } from './discoveryLabels';

// Every code the server's discovery reports today (plugins/site-audit/server/src/discovery/discovery-types.ts).
const skipReasons = [
  'robots',
  'off-origin',
  'outside-prefix',
  'not-html',
  'http-error',
  'fetch-failed',
  'refused-address',
  'duplicate',
  'depth',
  'query-variants',
  'url-cap',
  'page-cap',
  'time',
];
const sitemapKinds = [
  'read',
  'not-found',
  'http-error',
  'fetch-failed',
  'too-large',
  'invalid-xml',
  'not-a-sitemap',
  'refused-address',
  'too-deep',
  'sitemap-cap',
  'url-cap',
  'time',
];

describe('discovery labels', () => {
  it('names every skip reason and sitemap outcome the server reports, differently in each language', () => {
    for (const reason of skipReasons) {
      const pt = skipReasonLabel(reason, 'pt');
      const en = skipReasonLabel(reason, 'en');
      expect(pt).not.toMatch(/^Outro motivo/);
      expect(en).not.toMatch(/^Other reason/);
      expect(pt).not.toBe(en);
    }
    for (const kind of sitemapKinds) expect(sitemapKindLabel(kind, 'pt')).not.toBe(sitemapKindLabel(kind, 'en'));
    expect(skipReasonLabel('robots', 'pt')).toBe('Bloqueadas pelo robots.txt');
    expect(skipReasonLabel('robots', 'en')).toBe('Blocked by robots.txt');
  });

  it('still shows a code the server adds later, and does not take inherited names for codes', () => {
    expect(skipReasonLabel('login-wall', 'pt')).toBe('Outro motivo (login-wall)');
    expect(skipReasonLabel('login-wall', 'en')).toBe('Other reason (login-wall)');
    expect(skipReasonLabel('toString', 'en')).toBe('Other reason (toString)');
  });
});

describe('skippedRows', () => {
  it('lists the reasons most first, ties by label, and leaves out reasons with none', () => {
    expect(skippedRows({ 'not-html': 3, robots: 12, depth: 0, 'query-variants': 3 }, 'en')).toEqual([
      { reason: 'robots', label: 'Blocked by robots.txt', count: 12 },
      { reason: 'not-html', label: 'Not HTML pages (PDF, images, files…)', count: 3 },
      { reason: 'query-variants', label: 'Too many query-string variants of one path', count: 3 },
    ]);
    expect(skippedRows({}, 'pt')).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { CatalogOwnership } from './catalogOwnership';

describe('CatalogOwnership', () => {
  it("keeps the host's text when a plugin's catalog gives the same id another translation, whichever loads first", () => {
    const pluginFirst = new CatalogOwnership();
    expect(pluginFirst.claim('plugin:audit', 'en', { verified: 'Checked', own: 'Audit' })).toEqual({ verified: 'Checked', own: 'Audit' });
    expect(pluginFirst.claim('core', 'en', { verified: 'Verified' })).toEqual({ verified: 'Verified' });
    expect(pluginFirst.claim('plugin:audit', 'en', { verified: 'Checked' })).toEqual({});

    const hostFirst = new CatalogOwnership();
    hostFirst.claim('core', 'en', { verified: 'Verified' });
    expect(hostFirst.claim('plugin:audit', 'en', { verified: 'Checked', own: 'Audit' })).toEqual({ own: 'Audit' });
  });

  it("lets no plugin change another plugin's text, and keeps locales apart", () => {
    const ownership = new CatalogOwnership();
    ownership.claim('plugin:bi', 'en', { trend: 'Trend' });
    expect(ownership.claim('plugin:reports', 'en', { trend: 'Tendency' })).toEqual({});
    expect(ownership.claim('plugin:reports', 'pt-BR', { trend: 'Tendência' })).toEqual({ trend: 'Tendência' });
    expect(ownership.claim('plugin:bi', 'en', { trend: 'Trend' })).toEqual({ trend: 'Trend' });
  });
});

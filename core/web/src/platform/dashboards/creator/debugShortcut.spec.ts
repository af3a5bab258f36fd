import { describe, expect, it } from 'vitest';
import { debugShortcutMatches } from './debugShortcut';

const key = (overrides: Partial<Parameters<typeof debugShortcutMatches>[0]>) => ({
  ctrlKey: false,
  altKey: false,
  metaKey: false,
  shiftKey: false,
  code: 'KeyD',
  repeat: false,
  ...overrides,
});

describe('the debug panel’s shortcut', () => {
  it('is Ctrl+Alt+D on the physical D key, whatever letter the layout types', () => {
    expect(debugShortcutMatches(key({ ctrlKey: true, altKey: true }))).toBe(true);
  });

  it('is not D alone, Ctrl+D (bookmark), Alt+D (address bar), a held key or another modifier', () => {
    expect(debugShortcutMatches(key({}))).toBe(false);
    expect(debugShortcutMatches(key({ ctrlKey: true }))).toBe(false);
    expect(debugShortcutMatches(key({ altKey: true }))).toBe(false);
    expect(debugShortcutMatches(key({ ctrlKey: true, altKey: true, repeat: true }))).toBe(false);
    expect(debugShortcutMatches(key({ ctrlKey: true, altKey: true, shiftKey: true }))).toBe(false);
    expect(debugShortcutMatches(key({ ctrlKey: true, altKey: true, metaKey: true }))).toBe(false);
    expect(debugShortcutMatches(key({ ctrlKey: true, altKey: true, code: 'KeyF' }))).toBe(false);
  });
});

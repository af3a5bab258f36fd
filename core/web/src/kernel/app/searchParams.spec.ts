import { describe, expect, it } from 'vitest';
import { parseSearch, stringifySearch } from './searchParams';

describe('search params as plain strings', () => {
  it('keeps tokens and flags as the strings they are', () => {
    expect(parseSearch('?token=1e5&pro-demo=true&investor=true')).toEqual({ token: '1e5', 'pro-demo': 'true', investor: 'true' });
  });

  it('writes them back, leaving out empty values', () => {
    expect(stringifySearch({ plan: 'lite', view: undefined })).toBe('?plan=lite');
    expect(stringifySearch({})).toBe('');
  });
});

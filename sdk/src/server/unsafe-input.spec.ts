import { describe, expect, it } from 'vitest';
import { findUnsafeInput, MAX_INPUT_DEPTH } from './unsafe-input.js';

describe('findUnsafeInput', () => {
  it('finds a control character or broken surrogate at any depth, with its path', () => {
    expect(findUnsafeInput({ name: 'ok', urls: ['https://a.com', 'https://b.com/\u0000'] })).toEqual({ path: 'urls.1', kind: 'text.controlCharacter' });
    expect(findUnsafeInput({ settings: { title: 'x\uD800' } })).toEqual({ path: 'settings.title', kind: 'text.invalidUnicode' });
    expect(findUnsafeInput('\u0007')).toEqual({ path: '', kind: 'text.controlCharacter' });
  });

  it('reports a bad key on the object that holds it', () => {
    expect(findUnsafeInput({ metadata: { 'a\u0000': 1 } })).toEqual({ path: 'metadata', kind: 'text.controlCharacter' });
    expect(findUnsafeInput(JSON.parse('{"a":{"__proto__":{"isAdmin":true}}}'))).toEqual({ path: 'a.__proto__', kind: 'input.forbiddenKey' });
  });

  it(`refuses nesting past ${MAX_INPUT_DEPTH} levels without recursing, however deep`, () => {
    const deep = JSON.parse(`${'['.repeat(200_000)}${']'.repeat(200_000)}`) as unknown;
    expect(findUnsafeInput(deep)?.kind).toBe('input.tooDeep');
    let allowed: unknown = 'fim';
    for (let level = 0; level < MAX_INPUT_DEPTH; level += 1) allowed = [allowed];
    expect(findUnsafeInput(allowed)).toBeNull();
  });

  it('accepts clean input of every JSON type', () => {
    expect(findUnsafeInput({ a: 1, b: true, c: null, d: ['x\ty\n'], e: { f: 'Pão \u202Eok' } })).toBeNull();
    expect(findUnsafeInput(undefined)).toBeNull();
  });
});

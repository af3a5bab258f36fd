import { describe, expect, it } from 'vitest';
import { withFeatureSwitchesMerged } from './feature-switches.js';

describe('withFeatureSwitchesMerged', () => {
  it('folds every --disable-features into the first, keeping each feature once and the other flags in order', () => {
    const flags = ['--disable-features=Translate,MediaRouter', '--no-first-run', '--disable-features=WebUIOmniboxPopup,Translate', '--mute-audio'];
    expect(withFeatureSwitchesMerged(flags)).toEqual(['--disable-features=Translate,MediaRouter,WebUIOmniboxPopup', '--no-first-run', '--mute-audio']);
  });

  it('keeps --enable-features apart from --disable-features', () => {
    expect(withFeatureSwitchesMerged(['--enable-features=A', '--disable-features=B', '--enable-features=C'])).toEqual([
      '--enable-features=A,C',
      '--disable-features=B',
    ]);
  });

  it('leaves a list without feature switches as it was', () => {
    expect(withFeatureSwitchesMerged(['--headless=new', '--no-sandbox'])).toEqual(['--headless=new', '--no-sandbox']);
  });
});

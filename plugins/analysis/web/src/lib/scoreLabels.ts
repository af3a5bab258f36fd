import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ScoreKey } from './scoreKeys';

export { scoreKeys, type ScoreKey } from './scoreKeys';

export const scoreNames: Record<ScoreKey, MessageDescriptor> = {
  performanceScore: msg`Performance`,
  seoScore: msg`SEO`,
  accessibilityScore: msg`Acessibilidade`,
  bestPracticesScore: msg`Boas Práticas`,
};

export const scoreShortNames: Record<ScoreKey, MessageDescriptor> = {
  performanceScore: msg`Perf`,
  seoScore: msg`SEO`,
  accessibilityScore: msg`Acess`,
  bestPracticesScore: msg`Boas`,
};

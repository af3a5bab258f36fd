import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { PublicReportScores } from '@otimiza/plugin-reports-shared';

export type ScoreKey = keyof PublicReportScores;

export const scoreKeys: readonly ScoreKey[] = ['performance', 'accessibility', 'seo', 'bestPractices'];

export const scoreNames: Record<ScoreKey, MessageDescriptor> = {
  performance: msg`Performance`,
  accessibility: msg`Acessibilidade`,
  seo: msg`SEO`,
  bestPractices: msg`Boas Práticas`,
};

import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { FixCategory, FixPriority } from '@otimiza/plugin-analysis-shared';
import type { FixGroup } from './fixGroups';

export const fixGroupNames: Record<FixGroup, MessageDescriptor> = {
  meta: msg`Meta Tags`,
  headings: msg`Headings`,
  images: msg`Imagens`,
  optimization: msg`Otimização`,
};

export const fixPriorityNames: Record<FixPriority, MessageDescriptor> = {
  critical: msg`Crítica`,
  high: msg`Alta`,
  medium: msg`Média`,
  low: msg`Baixa`,
};

export const fixCategoryNames: Record<FixCategory, MessageDescriptor> = {
  seo: msg`SEO`,
  accessibility: msg`Acessibilidade`,
  performance: msg`Performance`,
  'best-practices': msg`Boas Práticas`,
};

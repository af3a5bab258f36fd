export type { BrazilOptimization, BrazilOptimizationResult } from '@otimiza/plugin-ai-tools-shared';

import type { BrazilOptimizationResult } from '@otimiza/plugin-ai-tools-shared';

export type MarketOpportunities = BrazilOptimizationResult['marketOpportunities'];
/** The optimisations of one priority, in the order to carry them out. */
export type RoadmapPhase = BrazilOptimizationResult['implementationRoadmap'][number];

import type { FeatureKey } from '@otimiza/sdk/shared';
import type { AiToolId } from './api.js';

/**
 * The plan feature each tool needs: competitor analysis and strategic planning from
 * pro — with them the other pro AI tools (real data, results monitoring); AI content and the
 * Brazil optimisation are enterprise. The server's guards and the web's cards read this one table.
 */
export const aiToolFeatures: Record<AiToolId, FeatureKey> = {
  content: 'aiContentGeneration',
  'strategic-planning': 'strategicPlanning',
  'real-data': 'strategicPlanning',
  'competitor-analysis': 'competitorAnalysis',
  'results-monitoring': 'strategicPlanning',
  'brazil-optimization': 'brazilOptimization',
};

import { defineEvent } from '@otimiza/sdk/server';

export const competitorAnalysisFinished = defineEvent<{
  comparisonId: string;
  userId: string | null;
  url: string;
  competitors: string[];
  status: 'completed' | 'failed';
}>('ai-tools.competitor-analysis-finished');

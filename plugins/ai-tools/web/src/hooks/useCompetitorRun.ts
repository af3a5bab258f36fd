import { useLingui } from '@lingui/react/macro';
import type { CompetitorAnalysisPayload } from '@otimiza/plugin-ai-tools-shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { toolRunQueryOptions } from '../api/queries';
import { competitorAnalysis } from '../api/tools';
import { newRunId } from '../lib/runId';
import { useToolMutation } from './useToolMutation';

/** The server stores the run once it has checked the request: the first read waits this long. */
const firstPollDelayMs = 800;

/**
 * The competitor analysis: the POST waits for every audit, so the browser names the run
 * (`runId`) and reads its progress every second while the call is pending.
 */
export function useCompetitorRun() {
  const { t } = useLingui();
  const [runId, setRunId] = useState<string | null>(null);
  const [polling, setPolling] = useState(false);
  const mutation = useToolMutation(competitorAnalysis, { title: t`Erro na Análise`, fallback: t`Falha ao analisar concorrentes` });
  const run = useQuery(toolRunQueryOptions(mutation.isPending && polling ? runId : null));

  useEffect(() => {
    if (!mutation.isPending) return setPolling(false);
    const timer = setTimeout(() => setPolling(true), firstPollDelayMs);
    return () => clearTimeout(timer);
  }, [mutation.isPending]);

  return {
    mutation,
    start: (payload: Omit<CompetitorAnalysisPayload, 'runId'>) => {
      const id = newRunId();
      setRunId(id);
      mutation.mutate({ ...payload, runId: id });
    },
    /** The run's progress (0–100) and step while the call is pending; null before the server has stored the run. */
    progress: mutation.isPending && run.data ? { percent: run.data.progress, step: run.data.step } : null,
  };
}

import type { AnalysisProgressEvent, AnalysisStatus, AnalysisStep, AnalysisView, Strategy } from '@otimiza/plugin-analysis-shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { analysisEventsUrl, analysisQueryKeys, analysisQueryOptions, invalidateAnalysisData, shareProgress, startAnalysis } from '../api/analyses';
import { failureFromAnalysis, failureFromError, type AnalysisFailure } from '../lib/analysisFailure';
import { useInterfaceLanguage } from './useInterfaceLanguage';

export interface AnalysisRequest {
  url: string;
  strategy: Strategy;
}

export type RunState =
  | { phase: 'idle' }
  /** `id` is null until the server accepted the request; `step` is null until its first progress event. */
  | { phase: 'running'; id: string | null; status: AnalysisStatus | null; percent: number; step: AnalysisStep | null }
  | { phase: 'failed'; failure: AnalysisFailure; request: AnalysisRequest };

export interface RunAnalysisOptions {
  onCompleted: (analysis: AnalysisView) => void;
  onFailed?: (failure: AnalysisFailure) => void;
}

const maxResumes = 3;

/**
 * Starts an analysis (`POST /api/analyze`, respond-async) and follows its real progress through
 * `GET /api/analyses/:id/events` (Server-Sent Events): the percent and the step are what the
 * server reports, nothing is simulated. On the end the lists, stats and plan usage are refreshed.
 */
export function useRunAnalysis(options: RunAnalysisOptions) {
  const queryClient = useQueryClient();
  const { language } = useInterfaceLanguage();
  const [state, setState] = useState<RunState>({ phase: 'idle' });
  const mutation = useMutation({ mutationFn: startAnalysis });
  const source = useRef<EventSource | null>(null);
  const resumeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Each start gets a generation; callbacks of an older one are ignored.
  const generation = useRef(0);
  const callbacks = useRef(options);
  useEffect(() => {
    callbacks.current = options;
  });

  const stopFollowing = () => {
    source.current?.close();
    source.current = null;
    clearTimeout(resumeTimer.current);
  };

  useEffect(
    () => () => {
      generation.current += 1;
      stopFollowing();
    },
    [],
  );

  const fail = (run: number, failure: AnalysisFailure, request: AnalysisRequest) => {
    if (run !== generation.current) return;
    stopFollowing();
    setState({ phase: 'failed', failure, request });
    void invalidateAnalysisData(queryClient);
    callbacks.current.onFailed?.(failure);
  };

  const readAnalysis = (id: string) => queryClient.fetchQuery({ ...analysisQueryOptions(id), staleTime: 0 });

  const complete = async (run: number, id: string, request: AnalysisRequest) => {
    stopFollowing();
    try {
      const analysis = await readAnalysis(id);
      if (run !== generation.current) return;
      if (analysis.status === 'failed') return fail(run, failureFromAnalysis(analysis.error), request);
      setState({ phase: 'idle' });
      void invalidateAnalysisData(queryClient);
      callbacks.current.onCompleted(analysis);
    } catch (error) {
      fail(run, failureFromError(error), request);
    }
  };

  const follow = (run: number, id: string, request: AnalysisRequest, resumes = 0) => {
    if (run !== generation.current) return;
    const events = new EventSource(analysisEventsUrl(id, language));
    source.current = events;
    events.addEventListener('progress', (message: MessageEvent<string>) => {
      if (run !== generation.current) return;
      const event = JSON.parse(message.data) as AnalysisProgressEvent;
      shareProgress(queryClient, event);
      if (event.status === 'completed') {
        setState({ phase: 'running', id, status: event.status, percent: event.percent, step: event.step });
        void complete(run, id, request);
      } else if (event.status === 'failed') {
        fail(run, failureFromAnalysis(event.error), request);
      } else {
        setState({ phase: 'running', id, status: event.status, percent: event.percent, step: event.step });
      }
    });
    events.onerror = () => {
      // While the stream is only interrupted the browser reconnects by itself, and the server
      // sends the current state again. A refused stream is closed: ask for the analysis itself.
      if (run !== generation.current || events.readyState !== EventSource.CLOSED) return;
      stopFollowing();
      readAnalysis(id).then(
        (analysis) => {
          if (run !== generation.current) return;
          if (analysis.status === 'completed') return void complete(run, id, request);
          if (analysis.status === 'failed') return fail(run, failureFromAnalysis(analysis.error), request);
          if (resumes >= maxResumes) return fail(run, { type: 'NETWORK_ERROR', message: '', status: 0 }, request);
          resumeTimer.current = setTimeout(() => follow(run, id, request, resumes + 1), 2000);
        },
        (error: unknown) => fail(run, failureFromError(error), request),
      );
    };
  };

  const start = async (request: AnalysisRequest) => {
    generation.current += 1;
    const run = generation.current;
    stopFollowing();
    setState({ phase: 'running', id: null, status: null, percent: 0, step: null });
    let id: string;
    try {
      ({ id } = await mutation.mutateAsync(request));
    } catch (error) {
      fail(run, failureFromError(error), request);
      return;
    }
    if (run !== generation.current) return;
    setState({ phase: 'running', id, status: 'queued', percent: 0, step: null });
    // The lists show the new analysis (and keep polling it) while it runs.
    void queryClient.invalidateQueries({ queryKey: analysisQueryKeys.all });
    follow(run, id, request);
  };

  const retry = () => {
    if (state.phase === 'failed') void start(state.request);
  };

  const dismiss = () => {
    generation.current += 1;
    stopFollowing();
    setState({ phase: 'idle' });
  };

  return { state, start, retry, dismiss };
}

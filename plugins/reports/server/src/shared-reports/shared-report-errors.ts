import { ApiError } from '@otimiza/sdk/server';

/** A missing, revoked, foreign or private-to-others report: all answer this one 404, so none can be told apart. */
export const sharedReportNotFound = () => new ApiError('NOT_FOUND', 404, { pt: 'Relatório não encontrado.', en: 'Report not found.' });

/** A missing analysis, another workspace's or one not completed: the same 404. */
export const analysisNotFound = () => new ApiError('NOT_FOUND', 404, { pt: 'Análise não encontrada.', en: 'Analysis not found.' });

/** Registered with the validation messages: a share request without an analysis. */
export const SELECT_ANALYSIS_MESSAGE_KEY = 'reports.selectAnalysis';

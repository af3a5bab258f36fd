import { ApiError } from '@otimiza/sdk/server';
import type { ErrorType, Language, LocalizedText } from '@otimiza/sdk/shared';
import { isAnalysisFailureCode, QUEUE_WAIT_LIMIT_MINUTES, type AnalysisError, type AnalysisFailureCode } from '@otimiza/plugin-analysis-shared';

const unreachable: LocalizedText = {
  pt: 'Não foi possível analisar esta URL. Verifique se o endereço está acessível.',
  en: 'Unable to analyze this URL. Please verify the URL is accessible',
};

/** What each failure says, and the error type and status it answers by default. */
export const analysisFailures: Record<AnalysisFailureCode, { type: ErrorType; status: number; message: LocalizedText }> = {
  'audit-timeout': {
    type: 'API_TIMEOUT',
    status: 408,
    message: { pt: 'A análise expirou. O site pode estar demorando para responder.', en: 'Analysis timed out. The website may be slow to respond.' },
  },
  'page-unreachable': { type: 'NETWORK_ERROR', status: 400, message: unreachable },
  'audit-error': { type: 'PAGESPEED_ERROR', status: 500, message: { pt: 'Erro na API do PageSpeed.', en: 'PageSpeed API error' } },
  interrupted: {
    type: 'API_UNAVAILABLE',
    status: 503,
    message: {
      pt: 'A análise foi interrompida antes de terminar (o serviço parou ou reiniciou). Tente novamente.',
      en: 'The analysis was interrupted before it finished (the service stopped or restarted). Please try again.',
    },
  },
  'expired-in-queue': {
    type: 'API_UNAVAILABLE',
    status: 503,
    message: {
      pt: `A análise esperou mais de ${QUEUE_WAIT_LIMIT_MINUTES} minutos na fila e foi cancelada. Tente novamente.`,
      en: `The analysis waited in the queue for more than ${QUEUE_WAIT_LIMIT_MINUTES} minutes and was cancelled. Please try again.`,
    },
  },
  'queue-unavailable': {
    type: 'API_UNAVAILABLE',
    status: 503,
    message: {
      pt: 'A fila de processamento estava indisponível: a página corrigida não foi auditada novamente.',
      en: 'The job queue was unavailable: the fixed page was not audited again.',
    },
  },
  'bundle-missing': { type: 'INTERNAL_ERROR', status: 500, message: { pt: 'O pacote do site não foi encontrado.', en: 'The site bundle is missing.' } },
  'proof-audit-failed': {
    type: 'PAGESPEED_ERROR',
    status: 400,
    message: { pt: 'A auditoria da página corrigida falhou.', en: 'The audit of the fixed page failed.' },
  },
  internal: { type: 'INTERNAL_ERROR', status: 500, message: { pt: 'Erro interno ao analisar.', en: 'Internal server error' } },
};

/** An ApiError that names its failure, so the analysis stores the code with it. */
export class AnalysisFailure extends ApiError {
  constructor(
    readonly code: AnalysisFailureCode,
    options: { type?: ErrorType; status?: number; details?: Record<string, unknown> } = {},
  ) {
    const failure = analysisFailures[code];
    super(options.type ?? failure.type, options.status ?? failure.status, failure.message, options.details);
  }
}

/** A failure as kept with the analysis: its type, its code when it has one, its text in both languages. */
export interface StoredFailure {
  type: ErrorType;
  code: AnalysisFailureCode | null;
  messages: LocalizedText;
}

/** What to store for an error that ended an analysis or its proof. */
export function storedFailureOf(error: ApiError): StoredFailure {
  return {
    type: error.type,
    code: error instanceof AnalysisFailure ? error.code : null,
    messages: error.localized ?? { pt: error.message, en: error.message },
  };
}

export function storedFailureFor(code: AnalysisFailureCode): StoredFailure {
  return { type: analysisFailures[code].type, code, messages: analysisFailures[code].message };
}

/** English texts stored before codes were kept, by the code they meant. */
const legacyCodes = new Map<string, AnalysisFailureCode>([
  ...Object.entries(analysisFailures).map(([code, failure]) => [failure.message.en, code as AnalysisFailureCode] as const),
  ['Internal error while verifying the fixes.', 'internal'],
]);

/**
 * A stored failure read back: by its code (the catalogue's current text), else the texts stored
 * with it, else — rows stored before either was kept — its English text, recognised when it is one
 * of ours, or shown as it is.
 */
export function failureOfColumns(columns: {
  type: string | null;
  code: string | null;
  messages: LocalizedText | null;
  message: string | null;
}): StoredFailure | null {
  if (!columns.type) return null;
  const type = columns.type as ErrorType;
  const code = isAnalysisFailureCode(columns.code) ? columns.code : columns.messages ? null : (legacyCodes.get(columns.message ?? '') ?? null);
  if (code) return { type, code, messages: analysisFailures[code].message };
  const text = columns.message ?? '';
  return { type, code: null, messages: columns.messages ?? { pt: text, en: text } };
}

export function failureIn(failure: StoredFailure | null, language: Language): AnalysisError | null {
  return failure ? { type: failure.type, code: failure.code, message: failure.messages[language] } : null;
}

import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import {
  analysisUrlMessages,
  isAnalysisFailureCode,
  QUEUE_WAIT_LIMIT_MINUTES,
  type AnalysisError,
  type AnalysisFailureCode,
} from '@otimiza/plugin-analysis-shared';
import { ApiRequestError } from '@otimiza/sdk/web';

/** Why an analysis could not be started or did not finish: from the API's error or the failed analysis. */
export interface AnalysisFailure {
  type: string;
  /** The stored failure's code (see analysisFailureCodes), when the server names one. */
  code?: AnalysisFailureCode | null;
  message: string;
  /** HTTP status of a refused request; absent for an analysis that failed while running. */
  status?: number;
  details?: Record<string, unknown>;
}

/** What the user can do about a failure. */
export type FailureAction = 'retry' | 'upgrade' | 'configure' | 'none';

export interface FailureText {
  title: MessageDescriptor;
  /** A catalog message, or the server's own message (already in the interface language or in English). */
  description: MessageDescriptor | string;
  action: FailureAction;
}

/** Where a PageSpeed Insights API key is created ('Configure API Key'). */
export const pageSpeedConsoleUrl = 'https://developers.google.com/speed/docs/insights/v5/get-started';

/** The English text the server stored on analyses whose page could not be reached, before it kept codes. */
const unreachableMessage = 'Unable to analyze this URL. Please verify the URL is accessible';

export function failureFromError(error: unknown): AnalysisFailure {
  if (error instanceof ApiRequestError) {
    const code = error.details?.['code'];
    return {
      type: error.type,
      ...(isAnalysisFailureCode(code) ? { code } : {}),
      message: error.message,
      status: error.status,
      ...(error.details ? { details: error.details } : {}),
    };
  }
  return { type: 'INTERNAL_ERROR', message: error instanceof Error ? error.message : String(error) };
}

export function failureFromAnalysis(error: AnalysisError | null): AnalysisFailure {
  return error ? { type: error.type, code: error.code, message: error.message } : { type: 'INTERNAL_ERROR', message: '' };
}

/**
 * The catalog's text for a failure the server names by code: it follows the interface language
 * even when the failure was read in another one.
 */
const minutes = QUEUE_WAIT_LIMIT_MINUTES;
const failureCodeTexts: Partial<Record<AnalysisFailureCode, MessageDescriptor>> = {
  'page-unreachable': msg`Não foi possível analisar esta URL. Verifique se o endereço está acessível.`,
  'audit-error': msg`Erro na API do PageSpeed.`,
  interrupted: msg`A análise foi interrompida antes de terminar (o serviço parou ou reiniciou). Tente novamente.`,
  'expired-in-queue': msg`A análise esperou mais de ${minutes} minutos na fila e foi cancelada. Tente novamente.`,
  'queue-unavailable': msg`A fila de processamento estava indisponível: a página corrigida não foi auditada novamente.`,
  'proof-audit-failed': msg`A auditoria da página corrigida falhou.`,
  internal: msg`Ocorreu um erro durante a análise. Tente novamente.`,
};

/** A failure's own text in the interface language: the catalog's for a known code, else the server's message (in the language it was read in). */
export function failureMessage(failure: Pick<AnalysisFailure, 'code' | 'message'>): MessageDescriptor | string {
  return (failure.code && failureCodeTexts[failure.code]) || failure.message;
}

/** The plan limit a 402 names (details.code FREE_LIMIT, LITE_LIMIT or PRO_LIMIT), if any. */
export function limitCodeOf(failure: AnalysisFailure): 'FREE_LIMIT' | 'LITE_LIMIT' | 'PRO_LIMIT' | null {
  const code = failure.details?.['code'];
  return code === 'FREE_LIMIT' || code === 'LITE_LIMIT' || code === 'PRO_LIMIT' ? code : null;
}

function isTimeout(failure: AnalysisFailure): boolean {
  return failure.code === 'audit-timeout' || failure.type === 'API_TIMEOUT' || failure.status === 408 || /timeout|timed out/i.test(failure.message);
}

/** The texts for each analysis error type, in the interface language. */
export function describeFailure(failure: AnalysisFailure): FailureText {
  if (isTimeout(failure)) {
    return {
      title: msg`Tempo esgotado`,
      description: msg`A análise expirou. O site pode estar demorando para responder.`,
      action: 'retry',
    };
  }
  switch (failure.type) {
    case 'INVALID_URL':
      return {
        title: msg`URL inválida`,
        description:
          failure.message === analysisUrlMessages.empty.en
            ? msg`Por favor, informe uma URL`
            : failure.message === '' || failure.message === analysisUrlMessages.invalid.en
              ? msg`Formato de URL inválido. Informe uma URL HTTP/HTTPS válida.`
              : failure.message,
        action: 'none',
      };
    case 'SUBSCRIPTION_REQUIRED':
      return {
        title: msg`Upgrade necessário`,
        description: failure.message || msg`É necessário fazer upgrade da assinatura.`,
        action: 'upgrade',
      };
    case 'API_KEY_REQUIRED':
      return {
        title: msg`Configuração de API necessária`,
        description: msg`A chave da API do Google PageSpeed Insights é necessária para a análise de sites.`,
        action: 'configure',
      };
    case 'API_UNAVAILABLE':
      return {
        title: msg`Serviço indisponível`,
        description: failureMessage(failure) || msg`Ocorreu um erro durante a análise. Tente novamente.`,
        action: 'retry',
      };
    case 'RATE_LIMIT':
      return { title: msg`Muitas solicitações`, description: failure.message || msg`Aguarde um pouco e tente novamente.`, action: 'retry' };
    case 'FORBIDDEN':
      return { title: msg`Ação não permitida`, description: failure.message, action: 'none' };
    case 'AUTHENTICATION_ERROR':
      return { title: msg`Sessão expirada`, description: msg`Faça login novamente para continuar.`, action: 'none' };
    case 'NETWORK_ERROR':
    case 'PAGESPEED_ERROR':
      if (failure.status === 0) {
        return { title: msg`Erro na Análise`, description: msg`Erro ao conectar com o servidor. Tente novamente mais tarde.`, action: 'retry' };
      }
      if (failure.code === 'page-unreachable' || failure.message === unreachableMessage || failure.message === '') {
        return {
          title: msg`Erro na Análise`,
          description: msg`Não foi possível analisar esta URL. Verifique se o endereço está acessível.`,
          action: 'retry',
        };
      }
      return { title: msg`Erro na Análise`, description: failureMessage(failure), action: 'retry' };
    default:
      return { title: msg`Erro na Análise`, description: msg`Ocorreu um erro durante a análise. Tente novamente.`, action: 'retry' };
  }
}

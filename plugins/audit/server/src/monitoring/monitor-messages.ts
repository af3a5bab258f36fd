import { ApiError } from '@otimiza/sdk/server';

export const monitorNotFound = () => new ApiError('NOT_FOUND', 404, { pt: 'Monitoramento não encontrado.', en: 'Monitor not found.' });

/** 409: a run of the monitor is still in progress. */
export const monitorRunInProgress = () =>
  new ApiError(
    'VALIDATION_ERROR',
    409,
    {
      pt: 'Uma execução deste monitoramento ainda está em andamento. Aguarde ela terminar para executar de novo.',
      en: 'A run of this monitor is still in progress. Wait for it to finish before running it again.',
    },
    { code: 'MONITOR_RUN_IN_PROGRESS' },
  );

/** 429 text: the workspace asked for monitor runs by hand more often than MONITOR_RUN_NOW_RULE allows. */
export const tooManyRunsNow = {
  pt: 'Este espaço de trabalho pediu execuções de monitoramentos muitas vezes no último minuto. Aguarde um pouco e tente de novo.',
  en: 'This workspace asked to run monitors too many times in the last minute. Wait a little and try again.',
};

/** Why a site monitor's run ended without medians: its site audit never reported back (SITE_RUN_STALE_MS). */
export const siteRunWithoutResult = {
  pt: 'A auditoria do site não terminou em 24 horas: esta execução foi encerrada sem resultado.',
  en: 'The site audit did not finish within 24 hours: this run was closed without a result.',
};

/** Why a site monitor is in error: its site audit finished without a page audited. */
export const siteAuditedNothing = {
  pt: 'A auditoria do site terminou sem nenhuma página auditada: verifique se o site está no ar e acessível.',
  en: 'The site audit finished without any page audited: check that the site is up and reachable.',
};

/** Why a scheduled site run did not start, when the refusal says nothing in both languages. */
export const siteRunNotStarted = {
  pt: 'A auditoria do site não pôde ser iniciada.',
  en: 'The site audit could not be started.',
};

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

import { ApiError } from '@otimiza/sdk/server';

/** What a 429 for too much audit work in flight suggests: about one report's run. */
const RETRY_AFTER_SECONDS = 60;

/** 429: the workspace has as many reports queued or running as it may. */
export const tooManyReportsInProgress = (inFlight: number, limit: number) =>
  new ApiError(
    'RATE_LIMIT',
    429,
    {
      pt: `Você já tem ${inFlight} auditorias na fila ou em andamento (o limite é ${limit}). Aguarde a conclusão de alguma antes de iniciar outra.`,
      en: `You already have ${inFlight} audits queued or running (the limit is ${limit}). Wait for one to finish before starting another.`,
    },
    { code: 'AUDIT_REPORTS_LIMIT', inFlight, limit, retryAfterSeconds: RETRY_AFTER_SECONDS },
  );

/** 429: the pages still to inspect in the workspace's queued and running reports, with this report's, would pass the cap. */
export const tooManyQueuedPages = (queued: number, asked: number, limit: number) =>
  new ApiError(
    'RATE_LIMIT',
    429,
    {
      pt: `As auditorias na fila ou em andamento ainda têm ${queued} páginas a inspecionar; com as ${asked} desta, passariam do limite de ${limit}. Aguarde algumas terminarem ou audite menos endereços.`,
      en: `The queued or running audits still have ${queued} pages to inspect; with this one's ${asked} they would pass the limit of ${limit}. Wait for some to finish or audit fewer addresses.`,
    },
    { code: 'AUDIT_PAGES_LIMIT', queued, asked, limit, retryAfterSeconds: RETRY_AFTER_SECONDS },
  );

/** 409: the workspace keeps as many monitors as it may (as with client workspaces, a count the member lowers by deleting). */
export const tooManyMonitors = (limit: number) =>
  new ApiError(
    'VALIDATION_ERROR',
    409,
    {
      pt: `Limite de ${limit} monitoramentos atingido. Exclua um monitoramento para criar outro.`,
      en: `Limit of ${limit} monitors reached. Delete a monitor to create another.`,
    },
    { code: 'MONITOR_LIMIT', limit },
  );

/** Whether an error is one of these caps' refusals (a scheduled run refused by them is tried again later). */
export const isCapRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError && ['AUDIT_REPORTS_LIMIT', 'AUDIT_PAGES_LIMIT'].includes(String(error.details?.['code']));

/** Whether waiting may lift a refusal: these caps', or any other 429 (a site audit's limits on runs at once). */
export const isDeferrable = (error: unknown): boolean => isCapRefusal(error) || (error instanceof ApiError && error.getStatus() === 429);

import { ApiError, rateLimitError, type RateLimitDecision } from '@otimiza/sdk/server';

export const shareErrors = {
  /** An unknown, malformed or revoked token: one 404, so none can be told apart. */
  reportNotFound: () => new ApiError('NOT_FOUND', 404, { pt: 'Relatório não encontrado.', en: 'Report not found.' }),
  runNotFinished: () =>
    new ApiError('VALIDATION_ERROR', 409, {
      pt: 'Esta auditoria ainda está em andamento: o link pode ser criado quando ela terminar.',
      en: 'This audit is still running: the link can be made once it has finished.',
    }),
  tooManyOpens: (decision: RateLimitDecision) =>
    rateLimitError(decision, {
      pt: 'Muitos relatórios abertos a partir deste endereço. Tente novamente em instantes.',
      en: 'Too many reports opened from this address. Please try again shortly.',
    }),
};

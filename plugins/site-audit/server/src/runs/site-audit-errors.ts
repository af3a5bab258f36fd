import { ApiError } from '@otimiza/sdk/server';

export const siteAuditErrors = {
  notFound: () => new ApiError('NOT_FOUND', 404, { pt: 'Auditoria de site não encontrada.', en: 'Site audit not found.' }),
  invalidAddress: () =>
    new ApiError('INVALID_URL', 400, {
      pt: 'Informe o endereço de um site, como https://www.seusite.com.br.',
      en: 'Enter a website address, such as https://www.yoursite.com.',
    }),
  auditAllEnterpriseOnly: () =>
    new ApiError(
      'SUBSCRIPTION_REQUIRED',
      402,
      {
        pt: 'Auditar todas as páginas do site é um recurso do plano Enterprise. Com o seu plano, cada modelo de página é auditado por amostra.',
        en: 'Auditing every page of a site is an Enterprise feature. On your plan, each page template is audited on a sample.',
      },
      { code: 'SITE_AUDIT_ALL_PAGES', requiredFeature: 'siteAuditAllPages' },
    ),
  monthlyLimit: (limit: number) =>
    new ApiError(
      'SUBSCRIPTION_REQUIRED',
      402,
      {
        pt: `Limite mensal de ${limit} auditorias de site atingido. Faça upgrade ou aguarde o próximo mês.`,
        en: `Monthly limit of ${limit} site audits reached. Upgrade or wait for next month.`,
      },
      { code: 'SITE_AUDIT_MONTHLY_LIMIT', limit },
    ),
  tooManyActive: (limit: number) =>
    new ApiError(
      'RATE_LIMIT',
      429,
      {
        pt: `Você já tem ${limit} auditorias de site em andamento. Aguarde uma terminar ou cancele uma antes de iniciar outra.`,
        en: `You already have ${limit} site audits running. Wait for one to finish, or cancel one, before starting another.`,
      },
      { code: 'SITE_AUDIT_ACTIVE_LIMIT', limit, retryAfterSeconds: 60 },
    ),
  notFinished: () =>
    new ApiError('VALIDATION_ERROR', 409, {
      pt: 'Esta auditoria já terminou: não há o que cancelar.',
      en: 'This audit has already finished: there is nothing to cancel.',
    }),
};

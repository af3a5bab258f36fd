import { ApiError } from '@otimiza/sdk/server';

/** 404: this instance runs without the site-audit plugin, so nothing can refer to a site audit. */
export const siteAuditsNotInstalled = () =>
  new ApiError(
    'NOT_FOUND',
    404,
    {
      pt: 'As auditorias de site não estão instaladas nesta instância: audite endereços em vez de um site.',
      en: 'Site audits are not installed on this instance: audit addresses instead of a site.',
    },
    { code: 'SITE_AUDITS_NOT_INSTALLED' },
  );

/** 404: no finished site audit of this workspace has that id (another workspace's reads the same). */
export const siteAuditNotFound = () =>
  new ApiError(
    'NOT_FOUND',
    404,
    { pt: 'Auditoria de site não encontrada ou ainda não concluída.', en: 'Site audit not found or not finished yet.' },
    { code: 'SITE_AUDIT_NOT_FOUND' },
  );

/** 409: the site audit finished without a page audited (all failed, or cancelled before the first). */
export const siteAuditWithoutPages = () =>
  new ApiError(
    'VALIDATION_ERROR',
    409,
    {
      pt: 'Esta auditoria de site não tem páginas auditadas: rode a auditoria do site de novo e depois a de conformidade.',
      en: 'This site audit has no audited pages: run the site audit again, then the compliance audit.',
    },
    { code: 'SITE_AUDIT_WITHOUT_PAGES' },
  );

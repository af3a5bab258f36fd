import { ApiError } from '@otimiza/sdk/server';
import type { LocalizedText } from '@otimiza/sdk/shared';
import type { ReportStatus } from '@otimiza/plugin-audit-shared';

export const reportNotFound = () => new ApiError('NOT_FOUND', 404, { pt: 'Auditoria não encontrada.', en: 'Audit not found.' });

export const noAuditedUrls = () =>
  new ApiError(
    'VALIDATION_ERROR',
    400,
    {
      pt: 'Este espaço de trabalho ainda não tem sites analisados. Analise um site ou informe os endereços a auditar (urls).',
      en: 'This workspace has no analysed sites yet. Analyse a site or give the addresses to audit (urls).',
    },
    { source: 'body', fields: [{ path: 'urls', message: 'audit.noAuditedUrls' }] },
  );

const statusNames: Record<ReportStatus, LocalizedText> = {
  draft: { pt: 'na fila', en: 'queued' },
  in_progress: { pt: 'em andamento', en: 'in progress' },
  completed: { pt: 'concluída', en: 'completed' },
  published: { pt: 'publicada', en: 'published' },
  failed: { pt: 'com falha', en: 'failed' },
};

export const runningNotDeletable = () =>
  new ApiError(
    'VALIDATION_ERROR',
    409,
    {
      pt: 'Uma auditoria na fila ou em andamento não pode ser excluída: aguarde o fim da execução.',
      en: 'A queued or running audit cannot be deleted: wait for its run to end.',
    },
    { code: 'AUDIT_IN_PROGRESS' },
  );

/** 409: publishing and the PDF need a finished run. */
export const notFinished = (status: ReportStatus) =>
  new ApiError(
    'VALIDATION_ERROR',
    409,
    {
      pt: `Só uma auditoria concluída pode ser publicada ou exportada; esta está ${statusNames[status].pt}.`,
      en: `Only a completed audit can be published or exported; this one is ${statusNames[status].en}.`,
    },
    { code: 'AUDIT_NOT_COMPLETED', status },
  );

/** Why a site was left out of a report: the inspection could not load it. */
export const siteNotLoaded = (detail: LocalizedText | null): LocalizedText => ({
  pt: `Não foi possível carregar a página${detail ? `: ${detail.pt}` : '.'}`,
  en: `The page could not be loaded${detail ? `: ${detail.en}` : '.'}`,
});

export const inspectionUnavailable: LocalizedText = {
  pt: 'O navegador de auditoria não está disponível nesta instalação.',
  en: 'The audit browser is not available on this installation.',
};

export const everySiteFailed: LocalizedText = {
  pt: 'Nenhum dos sites pôde ser auditado: veja o motivo de cada um.',
  en: 'None of the sites could be audited: see the reason for each.',
};

export const runFailed: LocalizedText = {
  pt: 'A execução da auditoria falhou após várias tentativas. Tente criar a auditoria novamente.',
  en: 'The audit run failed after several attempts. Try creating the audit again.',
};

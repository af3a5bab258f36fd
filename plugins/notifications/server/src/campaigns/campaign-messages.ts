import { ApiError } from '@otimiza/sdk/server';
import type { LocalizedText } from '@otimiza/sdk/shared';
import { notificationsValidationMessages, type CampaignStatus } from '@otimiza/plugin-notifications-shared';
import texts from './campaign-messages.texts.json' with { type: 'json' };

export const campaignNotFound = () => new ApiError('NOT_FOUND', 404, texts.notFound);

const statusNames: Record<CampaignStatus, LocalizedText> = texts.statusNames;

/** 409: the campaign's status does not allow the change asked for. */
export function illegalTransition(from: CampaignStatus, to: CampaignStatus): ApiError {
  return new ApiError(
    'VALIDATION_ERROR',
    409,
    {
      pt: `Uma campanha ${statusNames[from].pt} não pode passar a ${statusNames[to].pt}. Rascunho → ativa → pausada ⇄ ativa → concluída.`,
      en: `A ${statusNames[from].en} campaign cannot become ${statusNames[to].en}. Draft → active → paused ⇄ active → completed.`,
    },
    { code: 'CAMPAIGN_STATUS', from, to },
  );
}

export const onlyDraftsEditable = (status: CampaignStatus) =>
  new ApiError(
    'VALIDATION_ERROR',
    409,
    {
      pt: `Só é possível editar uma campanha em rascunho; esta está ${statusNames[status].pt}.`,
      en: `Only a draft campaign can be edited; this one is ${statusNames[status].en}.`,
    },
    { code: 'CAMPAIGN_NOT_DRAFT', status },
  );

export const activeNotDeletable = () => new ApiError('VALIDATION_ERROR', 409, texts.activeNotDeletable, { code: 'CAMPAIGN_ACTIVE' });

/** 400 on a body field, in the validation pipe's shape: the message key is answered in the request's language. */
function fieldError(path: string, key: keyof typeof notificationsValidationMessages): ApiError {
  return new ApiError('VALIDATION_ERROR', 400, notificationsValidationMessages[key], { source: 'body', fields: [{ path, message: key }] });
}

export const templateMissing = () => fieldError('templateId', 'notifications.templateMissing');

export const noClientWorkspaces = (path: string) => fieldError(path, 'notifications.noClientWorkspaces');

import { ApiError } from '@otimiza/sdk/server';

/** A missing item and another workspace's answer this same 404, so that they cannot be told apart. */
export const siteAuditItemNotFound = () => new ApiError('NOT_FOUND', 404, { pt: 'Item não encontrado.', en: 'Item not found.' });

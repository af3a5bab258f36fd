import { ApiError } from '@otimiza/sdk/server';

/** A missing id, or another workspace's: the same answer. */
export const biNotFound = () => new ApiError('NOT_FOUND', 404, { pt: 'Não encontrado.', en: 'Not found.' });

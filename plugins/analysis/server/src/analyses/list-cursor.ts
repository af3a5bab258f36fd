import { ApiError } from '@otimiza/sdk/server';

export interface ListPosition {
  createdAt: Date;
  id: string;
}

/** The keyset position after a page: its last analysis' creation time and id, opaque to clients. */
export function encodeCursor(position: ListPosition): string {
  return Buffer.from(`${position.createdAt.toISOString()}|${position.id}`).toString('base64url');
}

export function decodeCursor(cursor: string): ListPosition {
  const [iso, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(iso ?? '');
  if (!id || !/^[0-9a-f-]{36}$/i.test(id) || Number.isNaN(createdAt.getTime())) {
    throw new ApiError('VALIDATION_ERROR', 400, { pt: 'Cursor de paginação inválido.', en: 'Invalid page cursor.' }, { field: 'cursor' });
  }
  return { createdAt, id };
}

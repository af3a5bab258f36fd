import { ApiError } from '@otimiza/sdk/server';

/** Texts of the notification centre's answers, in pt and en. */
export const notificationMessages = {
  notFound: { pt: 'Notificação não encontrada.', en: 'Notification not found.' },
  tooManyStreams: {
    pt: 'Muitas conexões de notificações abertas. Feche outras abas e tente novamente.',
    en: 'Too many notification streams are open. Close other tabs and try again.',
  },
} as const;

export const notificationNotFound = () => new ApiError('NOT_FOUND', 404, notificationMessages.notFound);

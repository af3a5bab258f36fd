import type { ApiUser } from '@otimiza/sdk/shared';

export function fullName(user: Pick<ApiUser, 'firstName' | 'lastName'>): string {
  return `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim();
}

/** Up to two initials for the avatar: first and last name, or the e-mail's first letter. */
export function initialsOf(user: Pick<ApiUser, 'firstName' | 'lastName' | 'email'>): string {
  const letters = [user.firstName, user.lastName].map((name) => name?.trim().charAt(0) ?? '').join('');
  return (letters || user.email?.charAt(0) || 'U').toUpperCase();
}

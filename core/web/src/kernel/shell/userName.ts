import type { ApiUser } from '@otimiza/sdk/shared';

export function fullName(user: Pick<ApiUser, 'firstName' | 'lastName'>): string {
  return `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim();
}

/** Up to two initials for the avatar: first and last name, or the e-mail's first letter. */
export function initialsOf(user: Pick<ApiUser, 'firstName' | 'lastName' | 'email'>): string {
  const letters = [user.firstName, user.lastName].map((name) => name?.trim().charAt(0) ?? '').join('');
  return (letters || user.email?.charAt(0) || 'U').toUpperCase();
}

/** Up to two initials of a name written in one piece (the investor's name of a named demo link). */
export function initialsOfName(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? `${words[0]!.charAt(0)}${words.at(-1)!.charAt(0)}` : (words[0]?.charAt(0) ?? '');
  return (letters || 'U').toUpperCase();
}

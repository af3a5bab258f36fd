/** Whether a reset error is about the link itself (unknown, used or expired): the form cannot help, a new link can. */
export function resetPasswordFailure(code: string | undefined): boolean {
  return code === 'TOKEN_UNKNOWN' || code === 'TOKEN_USED' || code === 'TOKEN_EXPIRED';
}

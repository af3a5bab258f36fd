/** `decodeURIComponent`, keeping the text as it is when it holds a malformed escape. */
export function decodeUriSafely(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

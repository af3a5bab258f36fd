/** The text with every occurrence of the secret masked, for anything that is stored or logged. */
export function redactSecret(text: string, secret: string): string {
  return secret ? text.split(secret).join('[redacted]') : text;
}

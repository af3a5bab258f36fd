/** Key-shaped strings (OpenAI sk-…, Stripe sk_/rk_/whsec_…, SendGrid SG.…, Google AIza…) masked in a message before it is stored or shown. */
export function redactSecrets(message: string): string {
  return message
    .replace(/\b(sk|rk|pk)[-_](live|test|proj)?[-_]?[A-Za-z0-9_-]{8,}/g, '$1-***')
    .replace(/\bwhsec_[A-Za-z0-9]+/g, 'whsec_***')
    .replace(/\bSG\.[A-Za-z0-9_.-]{10,}/g, 'SG.***')
    .replace(/\bAIza[0-9A-Za-z_-]{20,}/g, 'AIza***')
    .replace(/(Bearer\s+)[^\s"']+/gi, '$1***');
}

import type { OutboundFailureCause } from '@otimiza/sdk/server';
import type { LocalizedText } from '@otimiza/sdk/shared';

/** The error codes undici's fetch carries in its `cause` chain (Node's socket and TLS errors). */
function codesOf(error: unknown): string[] {
  const codes: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') codes.push(code);
    current = (current as { cause?: unknown }).cause;
  }
  return codes;
}

const tlsCodes = /^(CERT_|ERR_TLS_|ERR_SSL_|UNABLE_TO_|DEPTH_ZERO_SELF_SIGNED_CERT|SELF_SIGNED_CERT_IN_CHAIN|HOSTNAME_MISMATCH|ERR_OSSL_)/;

/**
 * Why a request to a site failed, in words a site owner can act on: the connection refused, the HTTPS certificate or
 * handshake refused, the connection cut or the host unreachable; the generic text when the cause is none of those.
 */
export function networkCause(error: unknown): LocalizedText {
  const codes = codesOf(error);
  if (codes.includes('ECONNREFUSED')) {
    return {
      pt: 'Não foi possível acessar esta URL: o servidor recusou a conexão (nada responde nesse endereço e porta).',
      en: 'Unable to analyze this URL: the server refused the connection (nothing answers at that address and port).',
    };
  }
  if (codes.some((code) => tlsCodes.test(code)) || codes.includes('EPROTO')) {
    return {
      pt: 'Não foi possível acessar esta URL: a conexão segura (HTTPS) falhou — o certificado do site é inválido ou o servidor não fala HTTPS.',
      en: 'Unable to analyze this URL: the secure connection (HTTPS) failed — the site’s certificate is invalid or the server does not speak HTTPS.',
    };
  }
  if (codes.includes('ECONNRESET') || codes.includes('UND_ERR_SOCKET')) {
    return {
      pt: 'Não foi possível acessar esta URL: o servidor encerrou a conexão antes de responder.',
      en: 'Unable to analyze this URL: the server closed the connection before answering.',
    };
  }
  if (codes.includes('EHOSTUNREACH') || codes.includes('ENETUNREACH')) {
    return { pt: 'Não foi possível acessar esta URL: o servidor está inalcançável.', en: 'Unable to analyze this URL: the server is unreachable.' };
  }
  return {
    pt: 'Não foi possível acessar esta URL. Verifique se o endereço está acessível.',
    en: 'Unable to analyze this URL. Please verify the URL is accessible',
  };
}

/** The same reading as `networkCause`, as the code callers branch on (`details.cause`); null for the generic case. */
export function networkCauseCode(error: unknown): OutboundFailureCause | null {
  const codes = codesOf(error);
  if (codes.includes('ECONNREFUSED')) return 'refused';
  if (codes.some((code) => tlsCodes.test(code)) || codes.includes('EPROTO')) return 'tls';
  if (codes.includes('ECONNRESET') || codes.includes('UND_ERR_SOCKET')) return 'reset';
  if (codes.includes('EHOSTUNREACH') || codes.includes('ENETUNREACH')) return 'unreachable';
  if (codes.includes('ENOTFOUND') || codes.includes('EAI_AGAIN')) return 'dns';
  return null;
}

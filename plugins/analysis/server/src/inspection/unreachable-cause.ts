import type { LocalizedText } from '@otimiza/sdk/shared';

/**
 * Why the browser got no page, from its network error ('net::ERR_…'), in words a site owner
 * reads: the name not found in DNS, the connection refused, a broken TLS (HTTPS) setup, no
 * answer in time; null when the error says nothing more specific.
 */
export function unreachableCause(reason: string, host: string): LocalizedText | null {
  if (/ERR_NAME_NOT_RESOLVED|ERR_NAME_RESOLUTION_FAILED/.test(reason)) {
    return { pt: `O domínio ${host} não foi encontrado no DNS: confira o endereço.`, en: `The domain ${host} was not found in DNS: check the address.` };
  }
  if (/ERR_CONNECTION_REFUSED|ERR_TUNNEL_CONNECTION_FAILED/.test(reason)) {
    return {
      pt: `O servidor de ${host} recusou a conexão: nada respondeu nessa porta.`,
      en: `The server of ${host} refused the connection: nothing answered on that port.`,
    };
  }
  if (/ERR_SSL_|ERR_CERT_|ERR_BAD_SSL/.test(reason)) {
    return {
      pt: `A conexão segura (HTTPS) com ${host} falhou: o certificado ou a configuração TLS do servidor é inválida.`,
      en: `The secure (HTTPS) connection to ${host} failed: the server's certificate or TLS setup is invalid.`,
    };
  }
  if (/ERR_TIMED_OUT|ERR_CONNECTION_TIMED_OUT/.test(reason)) {
    return { pt: `O servidor de ${host} não respondeu a tempo.`, en: `The server of ${host} did not answer in time.` };
  }
  return null;
}

/** Errors after which the same address over plain http may still answer (an https attempt at a site typed without a scheme). */
export function mayAnswerOverHttp(reason: string): boolean {
  return /ERR_SSL_|ERR_CERT_|ERR_BAD_SSL|ERR_CONNECTION_REFUSED|ERR_CONNECTION_RESET|ERR_CONNECTION_CLOSED|ERR_TUNNEL_CONNECTION_FAILED|ERR_EMPTY_RESPONSE/.test(
    reason,
  );
}

import { ApiError, outboundFailureCause, reachableTypedAddress, type OutboundFailureCause, type SafeOutboundPort } from '@otimiza/sdk/server';
import { normaliseAnalysisUrl, type LocalizedText } from '@otimiza/sdk/shared';

/** Why a site typed without a scheme answered neither over https nor over http, naming the cause the https attempt met. */
export function unreachableSite(address: string, cause: OutboundFailureCause | null, fallback: LocalizedText): LocalizedText {
  const host = new URL(address).host;
  const reasons: Record<OutboundFailureCause, LocalizedText> = {
    dns: { pt: `o domínio ${host} não foi encontrado no DNS; confira o endereço.`, en: `the domain ${host} was not found in DNS; check the address.` },
    refused: {
      pt: `o servidor de ${host} recusou a conexão por https e por http: nada responde nesse endereço e porta.`,
      en: `the server of ${host} refused the connection over https and over http: nothing answers at that address and port.`,
    },
    tls: {
      pt: `a conexão segura (HTTPS) com ${host} falhou (certificado ou configuração TLS inválidos) e o site não respondeu por http.`,
      en: `the secure (HTTPS) connection to ${host} failed (invalid certificate or TLS setup) and the site did not answer over http.`,
    },
    reset: {
      pt: `o servidor de ${host} encerrou a conexão antes de responder, por https e por http.`,
      en: `the server of ${host} closed the connection before answering, over https and over http.`,
    },
    unreachable: { pt: `o servidor de ${host} está inalcançável.`, en: `the server of ${host} is unreachable.` },
    timeout: { pt: `${host} não respondeu a tempo, nem por https nem por http.`, en: `${host} did not answer in time, over https or over http.` },
  };
  if (!cause) return fallback;
  return { pt: `Não foi possível acessar ${host}: ${reasons[cause].pt}`, en: `Could not reach ${host}: ${reasons[cause].en}` };
}

/**
 * The addresses to audit for the ones a report or a monitor was given, as the analysis form
 * resolves its own: a site typed without a scheme (`typed[i]`, as the request spelled it) is
 * audited over https when its server answers at all, else over http when that answers; when
 * neither does, 400 NETWORK_ERROR says why (DNS, refused, TLS, cut, time) in Portuguese and
 * English. An address typed with its scheme is kept as it is (a site down today is left to the run).
 */
export async function reachableTypedSites(urls: readonly string[], typed: readonly unknown[], outbound: SafeOutboundPort): Promise<string[]> {
  return Promise.all(
    urls.map(async (url, index) => {
      const spelled = typed[index];
      const schemeAdded = typeof spelled === 'string' && normaliseAnalysisUrl(spelled).ok && !/^\s*h?ttps?:\/\//i.test(spelled);
      if (!schemeAdded) return url;
      try {
        return await reachableTypedAddress(url, true, outbound);
      } catch (error) {
        if (!(error instanceof ApiError) || (error.type !== 'NETWORK_ERROR' && error.type !== 'API_TIMEOUT')) throw error;
        const fallback = error.localized ?? { pt: error.message, en: error.message };
        const cause = outboundFailureCause(error);
        throw new ApiError('NETWORK_ERROR', 400, unreachableSite(url, cause, fallback), { url, cause });
      }
    }),
  );
}

import { ApiError } from './api-error.js';
import type { SafeOutboundPort } from './safe-outbound.port.js';

/** How long each scheme's probe may take: a site that answers at all answers a HEAD well within it. */
const PROBE_TIMEOUT_MS = 10_000;

const unreachable = (error: unknown) => error instanceof ApiError && (error.type === 'NETWORK_ERROR' || error.type === 'API_TIMEOUT');

/**
 * The address to audit for one the user typed without a scheme (`loja.com.br`, given here as `https://loja.com.br/`
 * with `schemeAdded`): https when its server answers anything at all, else http when that answers, else the https
 * attempt's own error, which names the real cause (refused, certificate, cut, time). A typed scheme is kept as it is.
 */
export async function reachableTypedAddress(url: string, schemeAdded: boolean, outbound: SafeOutboundPort): Promise<string> {
  if (!schemeAdded || !url.startsWith('https://')) return url;
  try {
    await outbound.fetch(url, { method: 'HEAD', timeoutMs: PROBE_TIMEOUT_MS });
    return url;
  } catch (httpsError) {
    if (!unreachable(httpsError)) throw httpsError;
    const plain = `http://${url.slice('https://'.length)}`;
    try {
      await outbound.fetch(plain, { method: 'HEAD', timeoutMs: PROBE_TIMEOUT_MS });
      return plain;
    } catch {
      throw httpsError;
    }
  }
}

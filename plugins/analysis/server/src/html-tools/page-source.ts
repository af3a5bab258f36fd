import { ApiError, decodeHtml, type SafeOutboundPort } from '@otimiza/sdk/server';
import { analysisUrlMessages, normaliseAnalysisUrl } from '@otimiza/plugin-analysis-shared';

export const unreachableMessage = {
  pt: 'Não foi possível analisar esta URL. Verifique se o endereço está acessível.',
  en: 'Unable to analyze this URL. Please verify the URL is accessible',
};

const PAGE_BYTES = 5 * 1024 * 1024;

/** Normalises and checks a user's URL, then fetches its HTML through the safe outbound service. */
export async function fetchPageSource(rawUrl: string, outbound: SafeOutboundPort): Promise<{ url: string; finalUrl: string; html: string }> {
  const normalised = normaliseAnalysisUrl(rawUrl);
  if (!normalised.ok) throw new ApiError('INVALID_URL', 400, analysisUrlMessages[normalised.error]);
  const response = await outbound.fetch(normalised.url, { maxBytes: PAGE_BYTES, timeoutMs: 20_000, headers: { accept: 'text/html,application/xhtml+xml' } });
  if (response.status >= 400) throw new ApiError('NETWORK_ERROR', 400, unreachableMessage, { status: response.status });
  const type = response.headers['content-type'] ?? '';
  if (type && !/html|xml/i.test(type)) {
    throw new ApiError('INVALID_URL', 400, { pt: 'Este endereço não é uma página HTML.', en: 'This address is not an HTML page.' }, { contentType: type });
  }
  return { url: normalised.url, finalUrl: response.finalUrl, html: decodeHtml(response.body, type) };
}

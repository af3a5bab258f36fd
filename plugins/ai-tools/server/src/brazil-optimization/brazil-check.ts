import type { BrazilCheckResult } from '@otimiza/plugin-ai-tools-shared';
import type { ParsedPage } from '../common/parse-page.js';

export { brazilCheckIds, type BrazilCheckId, type BrazilCheckResult } from '@otimiza/plugin-ai-tools-shared';

/** One Brazil-market signal, read from a parsed page. */
export type BrazilCheck = (page: ParsedPage) => BrazilCheckResult;

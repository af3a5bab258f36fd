import type { LocalizedText } from '@otimiza/sdk/shared';

/** What an optimisation text may mention about the page and the company. */
export interface BrazilAdviceContext {
  companyName: string;
  location: string | null;
  url: URL;
  /** The failing check's evidence: what the page shows instead, or null. */
  evidence: string | null;
}

export interface LocalizedSteps {
  pt: string[];
  en: string[];
}

/** The texts of the optimisation proposed when one Brazil-market check fails, in both languages. */
export interface BrazilAdvice {
  title: LocalizedText;
  description: LocalizedText;
  currentState: (context: BrazilAdviceContext) => LocalizedText;
  optimizedState: LocalizedText;
  /** Concrete steps; a step that is code holds only the code. */
  implementation: (context: BrazilAdviceContext) => LocalizedSteps;
  businessImpact: LocalizedText;
  /** Qualitative: effort against the kind of return; never a figure. */
  estimatedROI: LocalizedText;
}

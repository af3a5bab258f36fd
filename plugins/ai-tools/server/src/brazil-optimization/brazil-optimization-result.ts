import type { BrazilCheckId, BrazilCheckResult } from './brazil-check.js';
import type { BrazilOptimizationCategory, OptimizationPriority } from './brazil-check-weights.js';

/** One proposed change, for one failing check, in the requested language. */
export interface BrazilOptimization {
  checkId: BrazilCheckId;
  title: string;
  category: BrazilOptimizationCategory;
  priority: OptimizationPriority;
  description: string;
  currentState: string;
  optimizedState: string;
  implementation: string[];
  businessImpact: string;
  estimatedROI: string;
}

export interface MarketOpportunities {
  localSearch: string;
  mobileUsers: string;
  paymentMethods: string;
  competitiveAdvantage: string;
}

/** The optimisations of one priority, in the order to carry them out. */
export interface RoadmapPhase {
  priority: OptimizationPriority;
  title: string;
  steps: string[];
}

/** The spec's "Brazil optimisation" result. */
export interface BrazilOptimizationResult {
  url: string;
  companyName: string;
  location: string | null;
  /** 0–100: the weights of the passing checks (`brazilCheckWeights`). */
  localSeoScore: number;
  /** 0–100: the share of the compliance checks (LGPD policy, cookie consent, CNPJ) that pass. */
  brazilCompliance: number;
  totalOptimizations: number;
  optimizations: BrazilOptimization[];
  marketOpportunities: MarketOpportunities;
  implementationRoadmap: RoadmapPhase[];
  /** Every check with its evidence, passing ones included. */
  checks: BrazilCheckResult[];
}

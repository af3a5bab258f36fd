import type { AuthContext } from './auth-context.js';

export interface AnalysisAllowance {
  allowed: boolean;
  limit: number | null;
  used: number;
  period: 'total' | 'month';
}

/**
 * Plan limits for plugins: check before work that counts, record after it succeeded.
 * Implemented by the core; usage months are calendar months in America/Sao_Paulo.
 */
export abstract class EntitlementsPort {
  abstract analysisAllowance(auth: AuthContext): Promise<AnalysisAllowance>;
  abstract recordAnalysis(workspaceId: string): Promise<void>;
}

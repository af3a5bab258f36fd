import type { FeatureKey, PlanId } from '../shared/features.js';
import type { AuthContext } from './auth-context.js';

export interface AnalysisAllowance {
  allowed: boolean;
  limit: number | null;
  /** Analyses that completed in the period. */
  used: number;
  /** Analyses reserved and not finished yet (queued or running); they count against the limit. */
  inFlight: number;
  period: 'total' | 'month';
}

/** Whose allowance a reservation draws on: a request's caller, or a workspace for scheduled work (its own plan). */
export type AllowanceHolder = AuthContext | { workspaceId: string };

/**
 * Plan limits for plugins. Work that counts reserves its share first — atomically, so parallel
 * requests can never take more than the plan allows — then settles each reservation: consumed
 * when the analysis completed, released when it did not happen. A reservation neither consumed
 * nor released (a crashed process) stops counting when it expires.
 * Implemented by the core; usage months are calendar months in America/Sao_Paulo.
 */
export abstract class EntitlementsPort {
  abstract analysisAllowance(auth: AuthContext): Promise<AnalysisAllowance>;
  /**
   * Reserves `count` analyses and answers one reservation id per analysis. Throws 402
   * SUBSCRIPTION_REQUIRED with the plan's limit message when the allowance would be exceeded,
   * and 429 RATE_LIMIT (with `retryAfterSeconds`) when the workspace has too many analyses in
   * flight. `sequential`: the analyses run one after the other (a competitor comparison, a
   * recurring report), so they count against the allowance but not against that cap.
   */
  abstract reserveAnalyses(holder: AllowanceHolder, count: number, options?: { sequential?: boolean }): Promise<string[]>;
  /** The reserved analysis completed: it counts as used from now on. Settling twice changes nothing. */
  abstract consumeReservation(reservationId: string): Promise<void>;
  /** The reserved analysis did not happen: the allowance is given back. Settling twice changes nothing. */
  abstract releaseReservation(reservationId: string): Promise<void>;
  /** The features of a workspace's plan in force, outside a request (scheduled work, public pages). */
  abstract featuresOf(workspaceId: string): Promise<ReadonlySet<FeatureKey>>;
  /** The plan in force for a workspace (a grant or a temporary Enterprise access included), for scheduled work that has no session. */
  abstract planOf(workspaceId: string): Promise<PlanId>;
  /**
   * Whether a workspace uses an installed plugin, outside a request: mounted, not switched off by
   * the workspace (nor a plugin it requires), and its required feature in the workspace's plan.
   */
  abstract pluginInUse(workspaceId: string, pluginId: string): Promise<boolean>;
}

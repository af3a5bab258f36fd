/**
 * One client of an agency as customer success keeps it (a client workspace or a client added by
 * hand): what business intelligence needs for the agency's MRR and churn series and its churn model.
 */
export interface CustomerRecord {
  /** Customer success's id of the client (opaque to readers). */
  id: string;
  /** The client's plan with the agency (customer success's plan names: starter, professional, enterprise). */
  plan: string;
  /** Monthly recurring revenue in BRL, as stored now (for a churned client: when it left). */
  mrr: number;
  /** When the client started paying. */
  startedAt: Date;
  /** When it left; null while it is a client. */
  churnedAt: Date | null;
  /**
   * The churn model's features as customer success last measured them (for a churned client, the
   * last measurement before it left); each null when it was never measured — never a made-up value.
   */
  features: {
    /** Sign-ins of the client's own people in the 30 days before the measurement. */
    usage: number | null;
    /** Points of its sites' average audit score over those 30 days (latest minus earliest). */
    scoresTrend: number | null;
    /** Views of its shared reports in those 30 days. */
    engagement: number | null;
  };
  /** When those features were measured; null when never. */
  measuredAt: Date | null;
}

/** One answer to the NPS question (0–10). */
export interface NpsAnswer {
  at: Date;
  score: number;
}

/**
 * Customer success's clients and NPS answers, read by business intelligence for its client series
 * (MRR, churn, NPS) and its churn model. Every call names the agency's workspace and answers only
 * its own customers. Provided by the customer-success plugin: inject it with `@Optional()`, it is
 * absent when that plugin is not mounted (then the client series are simply not there).
 */
export abstract class CustomerRecordsPort {
  /** Every customer of the workspace, churned ones included. */
  abstract customersOf(workspaceId: string): Promise<CustomerRecord[]>;
  /** NPS answers about the workspace's customers given at or after `since`, oldest first. */
  abstract npsAnswersOf(workspaceId: string, since: Date): Promise<NpsAnswer[]>;
}

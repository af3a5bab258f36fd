/** What the apply-optimisations card and dialog work on: the optimised page of one address. */
export interface DeployTarget {
  url: string;
  html: string;
  /** How many fixes the HTML carries (the demonstration reports it as 'optimisations applied'). */
  fixesCount: number;
  /** The server's download address of the optimised page, when it has one. */
  downloadUrl: string | null;
  /** The analysis the page belongs to: the deploy is recorded against it and its history is shown. */
  analysisId?: string;
}

export type ApplyTab = 'guide' | 'real' | 'simulation';

/** The churn model's answer. */
export interface ChurnModelView {
  name: string;
  algorithm: string;
  /** `insufficient-data`: too few churned and retained clients to train on ('dados insuficientes'); no figure is given. */
  status: 'ready' | 'insufficient-data';
  features: string[];
  /** What training needs, and what the workspace has. */
  requirement: { minimumLabelled: number; minimumPerClass: number; churned: number; retained: number };
  /** Out-of-fold figures of a stratified k-fold cross-validation; null while insufficient. */
  performance: { accuracy: number; auc: number; precision: number; recall: number; f1Score: number; folds: number } | null;
  /** Active clients by predicted churn probability (high ≥ 60 %, medium ≥ 30 %); null while insufficient. */
  predictions: { highRisk: number; mediumRisk: number; lowRisk: number } | null;
  /** From the playbook executions and the CSMs' tasks of the last 90 days. */
  interventions: { automated: number; manual: number; preventedChurns: number; saveRate: number | null };
  calibration: { lastCalibrated: string | null; nextCalibration: string | null; dataPoints: number };
}

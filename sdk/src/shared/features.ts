/** Plan feature keys of spec 000 §6. A manifest or a route names one to require it. */
export const featureKeys = [
  'quickAnalysis',
  'basicReports',
  'pageSpeedAPI',
  'bilingualInterface',
  'emailSupport',
  'coreWebVitals',
  'htmlAutoCorrection',
  'competitorAnalysis',
  'strategicPlanning',
  'visualFeedback',
  'htmlDownload',
  'prioritySupport',
  'aiContentGeneration',
  'brazilOptimization',
  'unlimitedHistory',
  'advancedExport',
  'recurringReports',
  'whiteLabelDomains',
  'enterpriseAPI',
  'customBranding',
  'prioritySupport24x7',
  'businessIntelligence',
  'advancedAnalytics',
  'customerSuccess',
  'monitoringAlerts',
  'complianceAudit',
  'paymentIntegration',
  'userManagement',
  'multilingualSystem',
  'realTimeDeploy',
] as const;

export type FeatureKey = (typeof featureKeys)[number];

/**
 * Features of the catalogue that no plugin of this code base provides yet (business intelligence,
 * customer success, the enterprise API…): plan cards and the comparison table show them as 'Em
 * breve' / 'Coming soon', never as included, until a plugin that provides one is installed.
 */
export const comingSoonFeatures: readonly FeatureKey[] = [
  'advancedExport',
  'whiteLabelDomains',
  'enterpriseAPI',
  'businessIntelligence',
  'advancedAnalytics',
  'customerSuccess',
  'monitoringAlerts',
  'complianceAudit',
  'paymentIntegration',
  'userManagement',
  'multilingualSystem',
];

export function isComingSoon(feature: FeatureKey): boolean {
  return comingSoonFeatures.includes(feature);
}

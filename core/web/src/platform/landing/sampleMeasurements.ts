import measured from './sampleMeasurements.json';

export interface CategoryScores {
  performance: number;
  accessibility: number;
  seo: number;
  bestPractices: number;
}

export interface MeasuredSite {
  name: string;
  url: string;
  /** The neglected version of the bundled sample site, as audited. */
  before: CategoryScores;
  /** The same page with Otimiza's fixes applied, audited again (the proof). */
  after: CategoryScores;
}

export interface SampleMeasurements {
  /** The day of the seed run (yyyy-mm-dd). */
  measuredOn: string;
  how: string;
  sites: MeasuredSite[];
}

/**
 * Our own measurements of the investor demo's bundled sample sites (core/server/demo-sites), from
 * the latest `npm run seed:demo` run: real Lighthouse audits (mobile) through the product's own
 * pipeline. Refreshed by core/web/tools/refresh-sample-measurements.mjs; never typed by hand.
 */
export const sampleMeasurements: SampleMeasurements = measured;

export const scoreCategories = ['performance', 'accessibility', 'seo', 'bestPractices'] as const satisfies readonly (keyof CategoryScores)[];

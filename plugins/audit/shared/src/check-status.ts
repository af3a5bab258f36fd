/** How one check of a report ended: 'no_data' when nothing of the site could decide it. */
export type CheckStatus = 'passed' | 'failed' | 'no_data';

import { defineJob } from '@otimiza/sdk/server';

/** Discovery of a run's pages, their groups and the pages chosen for an audit. */
export const siteDiscoverJob = defineJob<{ runId: string }, void>('site-audit.discover');
/** Moves a run forward: records finished page audits, queues the next ones within the politeness bounds, ends the run. */
export const siteFeedJob = defineJob<{ runId: string }, void>('site-audit.feed');

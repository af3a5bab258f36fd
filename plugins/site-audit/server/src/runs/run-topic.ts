/** The change-feed topic of one run: its stream reads the run again on each notice. */
export const runTopic = (runId: string) => `site-audit.run:${runId}`;

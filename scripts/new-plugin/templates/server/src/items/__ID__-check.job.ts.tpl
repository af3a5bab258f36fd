import { defineJob } from '@otimiza/sdk/server';

export interface __PASCAL__CheckPayload {
  itemId: string;
}

/** Reads the latest audit of an item's address and keeps its score on the item (named in the manifest's `jobs`). */
export const __CAMEL__CheckJob = defineJob<__PASCAL__CheckPayload>('__ID__.check');

/** The job id of an item's check due at `dueAt`: the same due check queued twice is one job. */
export const __CAMEL__CheckJobId = (itemId: string, dueAt: Date) => `__ID__-check-${itemId}-${dueAt.getTime()}`;

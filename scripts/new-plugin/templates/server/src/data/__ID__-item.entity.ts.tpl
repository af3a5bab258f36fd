import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { newestFirstIndex, workspaceFilter, workspaceOwnedProperties } from '@otimiza/sdk/server';

/**
 * An address a workspace follows, with what its latest audit said when the check job last looked.
 * The workspace filter keeps every read to the request's workspace.
 */
export const __PASCAL__ItemSchema = defineEntity({
  name: '__PASCAL__Item',
  tableName: '__TABLE__',
  filters: workspaceFilter,
  indexes: [newestFirstIndex('__TABLE__'), { name: '__TABLE___due_idx', properties: ['nextCheckAt'] }],
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    ...workspaceOwnedProperties(),
    name: p.text(),
    url: p.text(),
    /** The performance score of the latest completed audit of `url` in the workspace; null: none yet. */
    performance: p.smallint().nullable(),
    analysedAt: p.datetime().nullable(),
    checkedAt: p.datetime().nullable(),
    /** When the schedule checks it next: at once for a new item, then once a day. */
    nextCheckAt: p.datetime().onCreate(() => new Date()),
  },
});
export type __PASCAL__Item = InferEntity<typeof __PASCAL__ItemSchema>;

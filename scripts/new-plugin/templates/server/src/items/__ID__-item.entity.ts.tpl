import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { newestFirstIndex, workspaceFilter, workspaceOwnedProperties } from '@otimiza/sdk/server';

/** An item of a workspace. The workspace filter keeps every read to the request's workspace. */
export const __PASCAL__ItemSchema = defineEntity({
  name: '__PASCAL__Item',
  tableName: '__TABLE__',
  filters: workspaceFilter,
  indexes: [newestFirstIndex('__TABLE__')],
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    ...workspaceOwnedProperties(),
    name: p.text(),
    description: p.text().default(''),
  },
});
export type __PASCAL__Item = InferEntity<typeof __PASCAL__ItemSchema>;

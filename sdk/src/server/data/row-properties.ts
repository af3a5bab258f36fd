import { randomUUID } from 'node:crypto';
import { p } from '@mikro-orm/core';

/** An `id` primary key of type uuid, which the application draws when it creates the row. */
export const uuidPrimaryKey = () =>
  p
    .uuid()
    .primary()
    .onCreate(() => randomUUID());

/** `created_at`: now, by the database for a row inserted in SQL and by MikroORM for one it creates. */
export const createdAtProperty = () =>
  p
    .datetime()
    .fieldName('created_at')
    .defaultRaw('now()')
    .onCreate(() => new Date());

/** `updated_at`: when the row last changed, set on creation and on every update MikroORM flushes. */
export const updatedAtProperty = () =>
  p
    .datetime()
    .fieldName('updated_at')
    .defaultRaw('now()')
    .onCreate(() => new Date())
    .onUpdate(() => new Date());

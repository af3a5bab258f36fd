import { p } from '@mikro-orm/core';
import { UserSchema } from './user-and-workspace.entities.js';

/** A user who did something to the row (created it, ran it): the row stays, with null here, when that account is deleted. */
export const actingUserProperty =
  <F extends string>(fieldName: F) =>
  () =>
    p.manyToOne(UserSchema).fieldName(fieldName).nullable().deleteRule('set null').updateRule('no action');

/** The user a row belongs to (their session, notification, subscription): it goes when that account is deleted. */
export const owningUserProperty = () => () => p.manyToOne(UserSchema).fieldName('user_id').deleteRule('cascade').updateRule('no action');

import { describe, expect, it } from 'vitest';
import { MembershipSchema, UserSchema, WorkspaceSchema } from './user-and-workspace.entities.js';

/** The core's tables that every plugin can read through the SDK: none of them may carry a secret. */
describe('the account entities the SDK gives plugins', () => {
  it('carry no password hash, token or secret', () => {
    for (const schema of [UserSchema, WorkspaceSchema, MembershipSchema]) {
      const properties = Object.keys(schema.meta.properties);
      expect(properties.length).toBeGreaterThan(2);
      expect(properties.filter((name) => /password|secret|hash/i.test(name))).toEqual([]);
    }
  });
});

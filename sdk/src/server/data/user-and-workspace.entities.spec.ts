import { describe, expect, it } from 'vitest';
import { UserSchema, WorkspaceSchema } from './user-and-workspace.entities.js';

/** The core's tables that every plugin can read through the SDK: none of them may carry a secret. */
describe('the account entities the SDK gives plugins', () => {
  it('carry no password hash, token or secret', () => {
    for (const schema of [UserSchema, WorkspaceSchema]) {
      const properties = Object.keys(schema.meta.properties);
      expect(properties.length).toBeGreaterThan(2);
      expect(properties.filter((name) => /password|secret|hash/i.test(name))).toEqual([]);
    }
  });

  it("leave the core's memberships to it: plugins read a workspace's people through WorkspaceMembersPort", async () => {
    const sdkServer: Record<string, unknown> = await import('../index.js');
    expect(Object.keys(sdkServer).filter((name) => /membership|session|credential/i.test(name))).toEqual([]);
  });
});

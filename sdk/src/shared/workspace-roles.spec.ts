import { describe, expect, it } from 'vitest';
import { invitableRoles, isWorkspaceRole, roleAtLeast, workspaceRoles } from './workspace-roles.js';

describe('workspace roles', () => {
  it('orders owner > admin > member > viewer', () => {
    expect(roleAtLeast('owner', 'admin')).toBe(true);
    expect(roleAtLeast('admin', 'admin')).toBe(true);
    expect(roleAtLeast('member', 'admin')).toBe(false);
    expect(roleAtLeast('member', 'member')).toBe(true);
    expect(roleAtLeast('viewer', 'member')).toBe(false);
    expect(roleAtLeast('viewer', 'viewer')).toBe(true);
    expect(roleAtLeast('admin', 'owner')).toBe(false);
  });

  it('invites to every role but owner', () => {
    expect(invitableRoles).toEqual(['admin', 'member', 'viewer']);
    expect(workspaceRoles.filter((role) => !(invitableRoles as readonly string[]).includes(role))).toEqual(['owner']);
  });

  it('recognises only the four roles', () => {
    expect(workspaceRoles.every(isWorkspaceRole)).toBe(true);
    expect(isWorkspaceRole('guest')).toBe(false);
    expect(isWorkspaceRole(undefined)).toBe(false);
  });
});

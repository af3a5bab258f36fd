import { describe, expect, it } from 'vitest';
import { invitableRoles, isWorkspaceRole, roleAtLeast, roleInWorkspace, workspaceRoles } from './workspace-roles.js';

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

describe('roleInWorkspace (a client workspace: own membership and the reseller’s)', () => {
  it('makes a reseller’s owner an admin, keeps other reseller roles, and takes the higher one with a membership too', () => {
    expect(roleInWorkspace(null, 'owner')).toBe('admin');
    expect(roleInWorkspace(null, 'viewer')).toBe('viewer');
    expect(roleInWorkspace('viewer', 'owner')).toBe('admin');
    expect(roleInWorkspace('owner', 'member')).toBe('owner');
    expect(roleInWorkspace('member', null)).toBe('member');
    expect(roleInWorkspace(null, null)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { memberChangeProblem, type MemberChange } from './member-change-rules.js';

const remove: MemberChange = { kind: 'remove' };
const toRole = (role: 'owner' | 'admin' | 'member' | 'viewer'): MemberChange => ({ kind: 'role', role });

describe('member management rules', () => {
  it('lets owners and admins manage members, admins and viewers', () => {
    for (const actorRole of ['owner', 'admin'] as const) {
      for (const targetRole of ['admin', 'member', 'viewer'] as const) {
        expect(memberChangeProblem({ actorRole, targetRole, change: remove, owners: 1 })).toBeNull();
        expect(memberChangeProblem({ actorRole, targetRole, change: toRole('viewer'), owners: 1 })).toBeNull();
      }
    }
  });

  it('refuses members and viewers', () => {
    expect(memberChangeProblem({ actorRole: 'member', targetRole: 'viewer', change: remove, owners: 1 })).toBe('notManager');
    expect(memberChangeProblem({ actorRole: 'viewer', targetRole: 'member', change: toRole('viewer'), owners: 1 })).toBe('notManager');
  });

  it('keeps an admin off owners: no change, no removal, no promotion to owner', () => {
    expect(memberChangeProblem({ actorRole: 'admin', targetRole: 'owner', change: toRole('member'), owners: 2 })).toBe('adminTouchesOwner');
    expect(memberChangeProblem({ actorRole: 'admin', targetRole: 'owner', change: remove, owners: 2 })).toBe('adminTouchesOwner');
    expect(memberChangeProblem({ actorRole: 'admin', targetRole: 'member', change: toRole('owner'), owners: 1 })).toBe('onlyOwnersMakeOwners');
    expect(memberChangeProblem({ actorRole: 'owner', targetRole: 'member', change: toRole('owner'), owners: 1 })).toBeNull();
  });

  it('never removes or demotes the last owner, but one of two may go', () => {
    expect(memberChangeProblem({ actorRole: 'owner', targetRole: 'owner', change: remove, owners: 1 })).toBe('lastOwner');
    expect(memberChangeProblem({ actorRole: 'owner', targetRole: 'owner', change: toRole('admin'), owners: 1 })).toBe('lastOwner');
    expect(memberChangeProblem({ actorRole: 'owner', targetRole: 'owner', change: toRole('owner'), owners: 1 })).toBeNull();
    expect(memberChangeProblem({ actorRole: 'owner', targetRole: 'owner', change: remove, owners: 2 })).toBeNull();
    expect(memberChangeProblem({ actorRole: 'owner', targetRole: 'owner', change: toRole('viewer'), owners: 2 })).toBeNull();
  });
});

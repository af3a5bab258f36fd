import { UserSchema, WorkspaceSchema } from '@otimiza/sdk/server';
import { MembershipSchema } from './membership.entity.js';
import { UserCredentialSchema } from './user-credential.entity.js';

// Users and workspaces live in the SDK, so that plugins' entities can name them; memberships and credentials are the core's.
export { UserSchema, WorkspaceSchema, type User, type Workspace } from '@otimiza/sdk/server';
export { MembershipSchema, type Membership } from './membership.entity.js';

export const accountEntities = [UserSchema, UserCredentialSchema, WorkspaceSchema, MembershipSchema];

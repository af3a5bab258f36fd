import { MembershipSchema, UserSchema, WorkspaceSchema } from '@otimiza/sdk/server';
import { UserCredentialSchema } from './user-credential.entity.js';

// The account tables live in the SDK, so that plugins' entities can name them.
export { MembershipSchema, UserSchema, WorkspaceSchema, type Membership, type User, type Workspace } from '@otimiza/sdk/server';

export const accountEntities = [UserSchema, UserCredentialSchema, WorkspaceSchema, MembershipSchema];

import { createParamDecorator, SetMetadata, type ExecutionContext } from '@nestjs/common';
import type { AccessMode } from '../shared/auth.js';
import type { FeatureKey } from '../shared/features.js';
import type { PlanId } from '../shared/plans.js';
import type { WorkspaceRole } from '../shared/workspace-roles.js';
import { ApiError } from './api-error.js';

/**
 * Who is calling, decided by the core from the session cookie alone — never from request
 * headers. Every workspace-owned read and write is scoped by `workspaceId`.
 */
export interface AuthContext {
  userId: string;
  email: string;
  workspaceId: string;
  /** The caller's role in the workspace (see `workspaceRoles`). */
  role: WorkspaceRole;
  /** The plan in force: a temporary enterprise access or creator mode raise it. */
  plan: PlanId;
  features: ReadonlySet<FeatureKey>;
  mode: AccessMode;
  isAdmin: boolean;
}

/** Where the core keeps the resolved identity on the request. */
export const AUTH_CONTEXT_KEY = 'otimizaAuth';

export type RequestWithAuth = { [AUTH_CONTEXT_KEY]?: AuthContext | null };

/** `@CurrentAuth() auth: AuthContext` in a guarded route; 401 when there is no session. */
export const CurrentAuth = createParamDecorator((_data: unknown, ctx: ExecutionContext): AuthContext => {
  const auth = ctx.switchToHttp().getRequest<RequestWithAuth>()[AUTH_CONTEXT_KEY];
  if (!auth) throw new ApiError('AUTHENTICATION_ERROR', 401, 'Acesso negado');
  return auth;
});

/** In a `@Public()` route: the caller's identity when a session came with the request (the core's guard resolves it for every route), else null. */
export const OptionalAuth = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext): AuthContext | null => ctx.switchToHttp().getRequest<RequestWithAuth>()[AUTH_CONTEXT_KEY] ?? null,
);

export const ALLOW_IN_DEMO = 'otimiza:allow-in-demo';

/** A write the read-only investor demo may still do (leaving the demo, logging out). */
export const AllowInDemo = () => SetMetadata(ALLOW_IN_DEMO, true);

export const ADMIN_ONLY = 'otimiza:admin-only';

/** Only instance administrators (ADMIN_EMAILS) may call the route; others get 403. */
export const AdminOnly = () => SetMetadata(ADMIN_ONLY, true);

import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { AUTH_CONTEXT_KEY, type AuthContext, type RequestWithAuth } from '@otimiza/sdk/server';

/** In a `@Public()` route: the caller's identity when a session came with the request (the core's guard resolves it for every route), else null. */
export const OptionalAuth = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext): AuthContext | null => ctx.switchToHttp().getRequest<RequestWithAuth>()[AUTH_CONTEXT_KEY] ?? null,
);

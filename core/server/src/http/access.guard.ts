import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiError, PUBLIC_ROUTE, REQUIRED_FEATURE } from '@otimiza/sdk/server';
import type { FeatureKey } from '@otimiza/sdk/shared';

/**
 * The core's guard on every route. Routes are closed unless marked `@Public()`. Sessions and
 * plans arrive with the accounts issue; until then no visitor holds a session, so closed
 * routes answer 401 and feature-guarded routes cannot be reached.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(PUBLIC_ROUTE, targets)) return true;
    const feature = this.reflector.getAllAndOverride<FeatureKey | undefined>(REQUIRED_FEATURE, targets);
    throw new ApiError('AUTHENTICATION_ERROR', 401, 'Acesso negado', feature ? { requiredFeature: feature } : undefined);
  }
}

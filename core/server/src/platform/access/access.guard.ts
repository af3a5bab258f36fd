import { Inject, Injectable, NotFoundException, Optional, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  ADMIN_ONLY,
  ALLOW_IN_DEMO,
  ALLOW_VIEWER,
  API_KEY_ACCESS,
  ApiError,
  AUTH_CONTEXT_KEY,
  BrandPort,
  PUBLIC_ROUTE,
  REQUIRED_FEATURE,
  REQUIRED_ROLE,
  WORKSPACE_FILTER,
  type RequestWithAuth,
  type WorkspaceFilterParams,
} from '@otimiza/sdk/server';
import { roleAtLeast, type FeatureKey, type PluginManifest, type WorkspaceRole } from '@otimiza/sdk/shared';
import type { Request } from 'express';
import type { RequestWithIdentity } from '../accounts/current-identity.js';
import { IdentityService } from '../accounts/identity.service.js';
import { SessionService } from '../accounts/session.service.js';
import { ApiKeySessions } from '../api-keys/api-key-sessions.js';
import {
  APP_CONFIG,
  type AppConfig,
  assertSameSiteWrite,
  effectivePluginIds,
  MOUNTED_PLUGIN_MANIFESTS,
  PLUGIN_OF_CONTROLLER,
  type TrustedOrigins,
} from '../../kernel/index.js';
import { RequestActivityCounter } from '../metrics/request-activity.counter.js';
import { roleRequired, viewerIsReadOnly } from './workspace-role-refusals.js';

const readMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The core's guard on every route. Identity comes from the session cookie only (on the public API,
 * `@ApiKeyAccess`, from its Bearer key only): headers that claim an e-mail, a plan or a mode are never
 * read. A write a page of another site sends is refused before anything else (403, see assertSameSiteWrite). Routes are closed unless `@Public()`; every
 * route of a plugin needs its manifest's `requiredFeature`, and `@RequireFeature()` adds a route's
 * own (402), and a plugin the workspace switched off answers 404; the investor demo may not write (403), nor may a
 * viewer unless `@AllowViewer()`, and `@RequireRole()` keeps a route to the roles above it (403). The session's workspace becomes the
 * request's workspace filter (`WORKSPACE_FILTER`).
 */
@Injectable()
export class AccessGuard implements CanActivate {
  private readonly trustedOrigins: TrustedOrigins;

  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionService,
    private readonly apiKeySessions: ApiKeySessions,
    private readonly identities: IdentityService,
    private readonly em: EntityManager,
    private readonly activity: RequestActivityCounter,
    @Inject(PLUGIN_OF_CONTROLLER) private readonly pluginOf: ReadonlyMap<unknown, PluginManifest>,
    @Inject(MOUNTED_PLUGIN_MANIFESTS) private readonly mounted: readonly PluginManifest[],
    @Inject(APP_CONFIG) config: AppConfig,
    @Optional() brands?: BrandPort,
  ) {
    this.trustedOrigins = {
      publicUrl: config.PUBLIC_URL,
      isBrandedHost: async (host) => (brands ? (await brands.brandForHost(host)) !== null : false),
    };
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request & RequestWithAuth>();
    const targets = [context.getHandler(), context.getClass()];
    // The public API authenticates with its Bearer keys only, never with the session cookie: no page
    // of another site can call it as the signed-in user, and a key is no ambient credential to forge.
    const apiKeyRoute = this.reflector.getAllAndOverride<boolean>(API_KEY_ACCESS, targets) === true;
    if (!apiKeyRoute && !readMethods.has(request.method)) await assertSameSiteWrite(request, this.trustedOrigins);
    const session = apiKeyRoute ? await this.keySession(request) : await this.sessions.resolve(request);
    const identity = session ? await this.identities.load(session) : null;
    request[AUTH_CONTEXT_KEY] = identity?.auth ?? null;
    (request as RequestWithIdentity).otimizaIdentity = identity;
    // The request's EntityManager (its own fork) sees only this workspace's rows of workspace-owned entities.
    if (identity?.auth) this.em.setFilterParams(WORKSPACE_FILTER, { workspaceId: identity.auth.workspaceId } satisfies WorkspaceFilterParams);

    const auth = identity?.auth;
    if (auth?.mode === 'demo' && !readMethods.has(request.method) && !this.reflector.getAllAndOverride<boolean>(ALLOW_IN_DEMO, targets)) {
      throw new ApiError('FORBIDDEN', 403, {
        pt: 'Modo demonstração: somente leitura. Crie uma conta para salvar suas alterações.',
        en: 'Demo mode is read-only. Create an account to save your changes.',
      });
    }
    if (this.reflector.getAllAndOverride<boolean>(PUBLIC_ROUTE, targets)) {
      if (auth) this.activity.count(auth.workspaceId, this.pluginOf.get(context.getClass())?.id ?? 'core', request.method);
      return true;
    }
    if (!auth) throw apiKeyRoute ? apiKeyRequired() : new ApiError('AUTHENTICATION_ERROR', 401, { pt: 'Acesso negado', en: 'Access denied' });

    const adminOnly = this.reflector.getAllAndOverride<boolean>(ADMIN_ONLY, targets);
    if (adminOnly && !auth.isAdmin) {
      throw new ApiError('FORBIDDEN', 403, { pt: 'Acesso restrito a administradores.', en: 'Administrators only.' });
    }
    // A plugin the workspace does not use is not there for it: the same 404 as a route no plugin has.
    const plugin = this.pluginOf.get(context.getClass());
    if (plugin && !effectivePluginIds(this.mounted, identity.switchedOffPlugins).has(plugin.id)) {
      throw new NotFoundException(`Cannot ${request.method} ${request.originalUrl}`);
    }
    // The caller's role in the workspace: `@RequireRole` on the route, else a viewer reads only (instance administration is not the workspace's).
    const requiredRole = this.reflector.getAllAndOverride<WorkspaceRole | undefined>(REQUIRED_ROLE, targets);
    if (requiredRole && !roleAtLeast(auth.role, requiredRole)) throw roleRequired(requiredRole);
    const write = !readMethods.has(request.method);
    if (write && auth.role === 'viewer' && !adminOnly && !this.reflector.getAllAndOverride<boolean>(ALLOW_VIEWER, targets)) throw viewerIsReadOnly();
    // The plugin's manifest applies to every route of it, whatever its decorators say; `@RequireFeature` adds a finer one.
    const pluginFeature = plugin?.requiredFeature;
    const routeFeature = this.reflector.getAllAndOverride<FeatureKey | undefined>(REQUIRED_FEATURE, targets);
    for (const feature of [pluginFeature, routeFeature]) {
      if (feature && !auth.features.has(feature)) throw subscriptionRequired(feature, auth.plan);
    }
    this.activity.count(auth.workspaceId, plugin?.id ?? 'core', request.method);
    return true;
  }

  /** A public API call's session: its key's (401 when unknown or revoked), or none without `Authorization`. */
  private keySession(request: Request) {
    return request.headers.authorization ? this.apiKeySessions.resolve(request) : Promise.resolve(null);
  }
}

const apiKeyRequired = () =>
  new ApiError('AUTHENTICATION_ERROR', 401, {
    pt: 'A API pública aceita só chaves de API: envie o cabeçalho Authorization: Bearer <sua-chave> (o cookie da sessão não vale aqui).',
    en: 'The public API takes API keys only: send the header Authorization: Bearer <your-key> (the session cookie does not count here).',
  });

function subscriptionRequired(feature: FeatureKey, plan: string): ApiError {
  return new ApiError(
    'SUBSCRIPTION_REQUIRED',
    402,
    {
      pt: 'Esta funcionalidade não está incluída no seu plano. Faça upgrade para continuar.',
      en: 'This feature is not included in your plan. Upgrade to continue.',
    },
    { requiredFeature: feature, plan },
  );
}

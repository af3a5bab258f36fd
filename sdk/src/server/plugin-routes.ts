import { RequestMethod, type DynamicModule, type Type } from '@nestjs/common';
import { METHOD_METADATA, MODULE_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import type { PluginManifest } from '../shared/manifest.js';
import { PUBLIC_ROUTE, REQUIRED_FEATURE } from './access.decorators.js';
import { API_KEY_ACCESS } from './api-key-access.js';
import type { ServerPlugin } from './define-server-plugin.js';

type ModuleRef = Type<unknown> | DynamicModule;

const isDynamic = (module: unknown): module is DynamicModule => typeof module === 'object' && module !== null && 'module' in module;

/** The controllers of a plugin's module and of the modules it imports (its own sub-modules; plugins import no core module). */
export function controllersOf(module: ModuleRef, seen = new Set<unknown>()): Type<unknown>[] {
  const moduleClass = isDynamic(module) ? module.module : module;
  if (seen.has(module) || seen.has(moduleClass)) return [];
  seen.add(module);
  seen.add(moduleClass);
  const metadata = (key: string) => (Reflect.getMetadata(key, moduleClass) as unknown[] | undefined) ?? [];
  const controllers = [...metadata(MODULE_METADATA.CONTROLLERS), ...(isDynamic(module) ? (module.controllers ?? []) : [])] as Type<unknown>[];
  const imports = [...metadata(MODULE_METADATA.IMPORTS), ...(isDynamic(module) ? (module.imports ?? []) : [])];
  const imported = imports
    .filter((entry): entry is ModuleRef => typeof entry === 'function' || isDynamic(entry))
    .flatMap((entry) => controllersOf(entry, seen));
  return [...controllers, ...imported];
}

/** Which plugin each controller belongs to: the host's guard applies that plugin's manifest to every route of it. */
export function pluginOfController(plugins: readonly ServerPlugin[]): ReadonlyMap<Type<unknown>, PluginManifest> {
  const owners = new Map<Type<unknown>, PluginManifest>();
  for (const plugin of plugins) for (const controller of controllersOf(plugin.module)) owners.set(controller, plugin.manifest);
  return owners;
}

export interface PluginRoute {
  /** `GET /api/analyses/{id}`: the method and the path as the API documentation writes it. */
  route: string;
  method: string;
  /** The path with `:param` segments, for a request. */
  path: string;
  isPublic: boolean;
  /** A route of the public API (`@ApiKeyAccess`): it takes a Bearer key, never the session cookie. */
  byApiKey: boolean;
  /** The feature `@RequireFeature()` adds to the route (on the handler, else its controller), if any. */
  feature: string | null;
}

const asList = (value: unknown): string[] => (Array.isArray(value) ? value : [value ?? '']).map(String);
const joined = (...parts: string[]) =>
  `/${parts
    .flatMap((part) => part.split('/'))
    .filter(Boolean)
    .join('/')}`;

/** Every route of a plugin's controllers, under the host's `/api` prefix. */
export function routesOfPlugin(plugin: ServerPlugin): PluginRoute[] {
  return controllersOf(plugin.module).flatMap((controller) => {
    const publicController = Reflect.getMetadata(PUBLIC_ROUTE, controller) === true;
    const handlers = Object.getOwnPropertyNames(controller.prototype)
      .map((name) => (controller.prototype as Record<string, unknown>)[name])
      .filter((handler): handler is object => typeof handler === 'function' && Reflect.getMetadata(METHOD_METADATA, handler) !== undefined);
    return asList(Reflect.getMetadata(PATH_METADATA, controller)).flatMap((base) =>
      handlers.flatMap((handler) =>
        asList(Reflect.getMetadata(PATH_METADATA, handler)).map((sub) => {
          const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as number]!;
          const path = joined('api', base, sub);
          return {
            route: `${method} ${path.replace(/:(\w+)/g, '{$1}')}`,
            method,
            path,
            isPublic: publicController || Reflect.getMetadata(PUBLIC_ROUTE, handler) === true,
            byApiKey: Reflect.getMetadata(API_KEY_ACCESS, handler) === true || Reflect.getMetadata(API_KEY_ACCESS, controller) === true,
            feature: (Reflect.getMetadata(REQUIRED_FEATURE, handler) ?? Reflect.getMetadata(REQUIRED_FEATURE, controller) ?? null) as string | null,
          };
        }),
      ),
    );
  });
}

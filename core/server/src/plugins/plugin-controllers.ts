import type { DynamicModule, Type } from '@nestjs/common';
import { MODULE_METADATA } from '@nestjs/common/constants.js';
import type { ServerPlugin } from '@otimiza/sdk/server';
import type { PluginManifest } from '@otimiza/sdk/shared';

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
  const imported = imports.filter((entry): entry is ModuleRef => typeof entry === 'function' || isDynamic(entry)).flatMap((entry) => controllersOf(entry, seen));
  return [...controllers, ...imported];
}

/** Which plugin each controller belongs to: the guard applies that plugin's manifest to every route of it. */
export function pluginOfController(plugins: readonly ServerPlugin[]): ReadonlyMap<Type<unknown>, PluginManifest> {
  const owners = new Map<Type<unknown>, PluginManifest>();
  for (const plugin of plugins) for (const controller of controllersOf(plugin.module)) owners.set(controller, plugin.manifest);
  return owners;
}

import type { DynamicModule, Type } from '@nestjs/common';
import type { ServerPlugin } from '@otimiza/sdk/server';
import { ConfigError } from '../config/config-error.js';

// Nest's own metadata keys (@nestjs/common constants): what @Module, constructors, @Inject and @Optional record.
const moduleKeys = { imports: 'imports', providers: 'providers', controllers: 'controllers' } as const;
const PARAMTYPES = 'design:paramtypes';
const SELF_DECLARED_DEPS = 'self:paramtypes';
const OPTIONAL_DEPS = 'optional:paramtypes';

export interface Injection {
  token: unknown;
  optional: boolean;
}

const metadata = (key: string, target: object): unknown => Reflect.getMetadata(key, target);

function unwrapForwardRef(value: unknown): unknown {
  return value && typeof value === 'object' && 'forwardRef' in value ? (value as { forwardRef: () => unknown }).forwardRef() : value;
}

/** The constructor injections of a class: the parameter types, with @Inject tokens and @Optional marks applied. */
function injectionsOf(type: Type<unknown>): Injection[] {
  const types = ((metadata(PARAMTYPES, type) as unknown[] | undefined) ?? []).slice();
  for (const { index, param } of (metadata(SELF_DECLARED_DEPS, type) as { index: number; param: unknown }[] | undefined) ?? []) types[index] = param;
  const optional = new Set((metadata(OPTIONAL_DEPS, type) as number[] | undefined) ?? []);
  return types.map((token, index) => ({ token: unwrapForwardRef(token), optional: optional.has(index) }));
}

interface ModuleParts {
  imports: unknown[];
  providers: unknown[];
  controllers: unknown[];
}

function partsOf(module: unknown): ModuleParts {
  if (typeof module === 'function') {
    return {
      imports: (metadata(moduleKeys.imports, module) as unknown[] | undefined) ?? [],
      providers: (metadata(moduleKeys.providers, module) as unknown[] | undefined) ?? [],
      controllers: (metadata(moduleKeys.controllers, module) as unknown[] | undefined) ?? [],
    };
  }
  const dynamic = module as DynamicModule;
  const own = partsOf(dynamic.module);
  return {
    imports: [...own.imports, ...(dynamic.imports ?? [])],
    providers: [...own.providers, ...(dynamic.providers ?? [])],
    controllers: [...own.controllers, ...(dynamic.controllers ?? [])],
  };
}

/** Every module of a plugin: its own and those it imports (not the host's, which it never imports). */
function modulesOf(root: unknown): ModuleParts[] {
  const seen = new Set<unknown>();
  const found: ModuleParts[] = [];
  const visit = (module: unknown) => {
    const target = unwrapForwardRef(module);
    if (!target || seen.has(target)) return;
    seen.add(target);
    const parts = partsOf(target);
    found.push(parts);
    parts.imports.forEach(visit);
  };
  visit(root);
  return found;
}

/** What a plugin's providers and controllers inject, and the tokens its modules provide. */
export function portsOfModule(root: unknown): { injected: Injection[]; provided: unknown[] } {
  const injected: Injection[] = [];
  const provided: unknown[] = [];
  for (const { providers, controllers } of modulesOf(root)) {
    for (const controller of controllers) injected.push(...injectionsOf(controller as Type<unknown>));
    for (const provider of providers) {
      if (typeof provider === 'function') {
        provided.push(provider);
        injected.push(...injectionsOf(provider as Type<unknown>));
        continue;
      }
      const custom = provider as { provide: unknown; useClass?: Type<unknown>; inject?: unknown[] };
      provided.push(custom.provide);
      if (custom.useClass) injected.push(...injectionsOf(custom.useClass));
      for (const dependency of custom.inject ?? []) {
        const optional = typeof dependency === 'object' && dependency !== null && 'optional' in dependency;
        injected.push({ token: optional ? (dependency as unknown as { token: unknown }).token : dependency, optional });
      }
    }
  }
  return { injected, provided };
}

const nameOf = (token: unknown) => (typeof token === 'function' ? token.name : String(token));

/**
 * Ports between plugins, checked at start against what the plugins' classes really inject and
 * provide: a plugin declares the ports it provides (`ports.provides`) and those of other plugins it
 * consumes (`ports.consumes`, and `ports.optional` for an @Optional() injection it can do without);
 * a plugin-provided port it injects without declaring, a declared port it does not provide, or a
 * required port whose plugin is not in its `requires` stops the start, naming plugin and port.
 */
export function assertPortsDeclared(plugins: readonly ServerPlugin[], available: readonly ServerPlugin[] = plugins): void {
  // Every available plugin's ports, mounted or not: an undeclared need of an unmounted plugin's port is named too.
  const providerOf = new Map<unknown, string>();
  for (const plugin of available) for (const port of plugin.ports.provides) providerOf.set(port, plugin.manifest.id);
  const problems: string[] = [];
  for (const plugin of plugins) {
    const id = plugin.manifest.id;
    const { injected, provided } = portsOfModule(plugin.module);
    for (const port of plugin.ports.provides) {
      if (!provided.includes(port)) problems.push(`plugin "${id}" declares that it provides ${nameOf(port)} but registers no provider of it`);
    }
    const declared = new Set<unknown>([...plugin.ports.consumes, ...plugin.ports.optional, ...plugin.ports.provides]);
    for (const { token, optional } of injected) {
      const provider = providerOf.get(token);
      if (!provider || provider === id) continue;
      if (!declared.has(token)) {
        problems.push(
          `plugin "${id}" injects ${nameOf(token)} (from plugin "${provider}") without declaring it in ports.${optional ? 'optional' : 'consumes'}`,
        );
      } else if (!optional && !plugin.manifest.requires.includes(provider)) {
        problems.push(`plugin "${id}" needs ${nameOf(token)} from plugin "${provider}" but does not list "${provider}" in its manifest's requires`);
      }
    }
  }
  if (problems.length > 0) throw new ConfigError([{ variable: 'PLUGINS', message: `${[...new Set(problems)].join('; ')}.` }]);
}

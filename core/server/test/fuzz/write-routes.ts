import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { DiscoveryService, MetadataScanner, ModulesContainer } from '@nestjs/core';
import { DECORATORS } from '@nestjs/swagger';
import type { INestApplication } from '@nestjs/common';
import { bodyLessReasonOf, bodySchemaOf } from '@otimiza/sdk/server';
import type { z } from 'zod';

export interface WriteRoute {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Express-style path with the global prefix, e.g. `/api/recurring-reports/:id`. */
  path: string;
  /** `Controller.method`, for messages. */
  handler: string;
  /** The schema `@ValidBody` recorded, when the route reads a body. */
  bodySchema: z.ZodType | undefined;
  /** Why the route reads no body, when it says so with `@BodyLess`. */
  bodyLess: string | undefined;
}

const writeMethods: Partial<Record<RequestMethod, WriteRoute['method']>> = {
  [RequestMethod.POST]: 'POST',
  [RequestMethod.PUT]: 'PUT',
  [RequestMethod.PATCH]: 'PATCH',
  [RequestMethod.DELETE]: 'DELETE',
};

const pathsOf = (value: unknown): string[] => (Array.isArray(value) ? (value as string[]) : [typeof value === 'string' ? value : '/']);

/** A GET route of the running app, as discoverReadRoutes lists it. */
export interface ReadRoute extends Omit<WriteRoute, 'method'> {
  method: 'GET';
  /** Whether the route answers a stream of server-sent events (`@ApiProduces('text/event-stream')`). */
  eventStream: boolean;
}

/**
 * Every POST, PUT, PATCH and DELETE route of the running app — the core's and each mounted
 * plugin's — from the controllers Nest holds, with the body schema each one declared.
 */
export function discoverWriteRoutes(app: INestApplication, globalPrefix: string): WriteRoute[] {
  return discoverRoutes(app, globalPrefix, writeMethods).map(({ route }) => route as WriteRoute);
}

/** Every GET route of the running app, as discoverWriteRoutes lists the writes. */
export function discoverReadRoutes(app: INestApplication, globalPrefix: string): ReadRoute[] {
  return discoverRoutes(app, globalPrefix, { [RequestMethod.GET]: 'GET' }).map(({ route, handler }) => ({
    ...route,
    method: 'GET',
    eventStream: ((Reflect.getMetadata(DECORATORS.API_PRODUCES, handler) as string[] | undefined) ?? []).includes('text/event-stream'),
  }));
}

type Discovered = { route: Omit<WriteRoute, 'method'> & { method: string }; handler: object };

function discoverRoutes(app: INestApplication, globalPrefix: string, methods: Partial<Record<RequestMethod, string>>): Discovered[] {
  const discovery = new DiscoveryService(app.get(ModulesContainer));
  const scanner = new MetadataScanner();
  const routes = new Map<string, Discovered>();
  for (const wrapper of discovery.getControllers()) {
    const controller = wrapper.metatype as (new (...args: never[]) => unknown) | null;
    if (!controller) continue;
    const prototype = controller.prototype as Record<string, object>;
    for (const name of scanner.getAllMethodNames(prototype)) {
      const handler = prototype[name]!;
      const method = methods[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
      if (!method || Reflect.getMetadata(PATH_METADATA, handler) === undefined) continue;
      for (const base of pathsOf(Reflect.getMetadata(PATH_METADATA, controller))) {
        for (const sub of pathsOf(Reflect.getMetadata(PATH_METADATA, handler))) {
          const path = `/${[globalPrefix, base, sub].join('/')}`.replace(/\/+/g, '/').replace(/(.)\/$/, '$1');
          routes.set(`${method} ${path}`, {
            route: { method, path, handler: `${controller.name}.${name}`, bodySchema: bodySchemaOf(handler), bodyLess: bodyLessReasonOf(handler) },
            handler,
          });
        }
      }
    }
  }
  return [...routes.values()].sort((a, b) => a.route.path.localeCompare(b.route.path) || a.route.method.localeCompare(b.route.method));
}

export const routeKey = (route: { method: string; path: string }) => `${route.method} ${route.path}`;

import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { DiscoveryService, MetadataScanner, ModulesContainer } from '@nestjs/core';
import type { INestApplication } from '@nestjs/common';
import { bodySchemaOf } from '@otimiza/sdk/server';
import type { z } from 'zod';

export interface WriteRoute {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Express-style path with the global prefix, e.g. `/api/recurring-reports/:id`. */
  path: string;
  /** `Controller.method`, for messages. */
  handler: string;
  /** The schema `@ValidBody` recorded, when the route reads a body. */
  bodySchema: z.ZodType | undefined;
}

const writeMethods: Partial<Record<RequestMethod, WriteRoute['method']>> = {
  [RequestMethod.POST]: 'POST',
  [RequestMethod.PUT]: 'PUT',
  [RequestMethod.PATCH]: 'PATCH',
  [RequestMethod.DELETE]: 'DELETE',
};

const pathsOf = (value: unknown): string[] => (Array.isArray(value) ? (value as string[]) : [typeof value === 'string' ? value : '/']);

/**
 * Every POST, PUT, PATCH and DELETE route of the running app — the core's and each mounted
 * plugin's — from the controllers Nest holds, with the body schema each one declared.
 */
export function discoverWriteRoutes(app: INestApplication, globalPrefix: string): WriteRoute[] {
  const discovery = new DiscoveryService(app.get(ModulesContainer));
  const scanner = new MetadataScanner();
  const routes = new Map<string, WriteRoute>();
  for (const wrapper of discovery.getControllers()) {
    const controller = wrapper.metatype as (new (...args: never[]) => unknown) | null;
    if (!controller) continue;
    const prototype = controller.prototype as Record<string, object>;
    for (const name of scanner.getAllMethodNames(prototype)) {
      const handler = prototype[name]!;
      const method = writeMethods[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
      if (!method || Reflect.getMetadata(PATH_METADATA, handler) === undefined) continue;
      for (const base of pathsOf(Reflect.getMetadata(PATH_METADATA, controller))) {
        for (const sub of pathsOf(Reflect.getMetadata(PATH_METADATA, handler))) {
          const path = `/${[globalPrefix, base, sub].join('/')}`.replace(/\/+/g, '/').replace(/(.)\/$/, '$1');
          routes.set(`${method} ${path}`, { method, path, handler: `${controller.name}.${name}`, bodySchema: bodySchemaOf(handler) });
        }
      }
    }
  }
  return [...routes.values()].sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
}

export const routeKey = (route: Pick<WriteRoute, 'method' | 'path'>) => `${route.method} ${route.path}`;

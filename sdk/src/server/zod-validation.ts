import { Param, Query, SetMetadata, type PipeTransform } from '@nestjs/common';
import { ApiBody, ApiParam, ApiQuery, ApiResponse } from '@nestjs/swagger';
import { z } from 'zod';
import { pagingMessages } from '../shared/paging.js';
import { textHygieneMessages } from '../shared/text-hygiene.js';
import { ApiError } from './api-error.js';
import { JsonBody, missingBodyError } from './json-body.js';
import { findUnsafeInput, unsafeInputMessages } from './unsafe-input.js';
import { registerValidationMessages } from './validation-messages.js';

registerValidationMessages({ ...textHygieneMessages, ...unsafeInputMessages, ...pagingMessages });

/** Metadata key under which `@ValidBody` records a route's body schema (read by `bodySchemaOf`). */
export const BODY_SCHEMA_METADATA = 'otimiza:body-schema';

type Source = 'body' | 'query' | 'params';

/**
 * Parses one request part with a zod schema; a failure answers 400 VALIDATION_ERROR listing each
 * field. Before the schema, every string and key at any depth is checked (findUnsafeInput), so
 * no schema can let a NUL or a broken surrogate through to the database.
 */
export class ZodValidationPipe<S extends z.ZodType> implements PipeTransform<unknown, z.output<S>> {
  constructor(
    private readonly schema: S,
    private readonly source: Source,
  ) {}

  transform(value: unknown): z.output<S> {
    if (value === undefined && this.source === 'body') throw missingBodyError();
    const unsafe = findUnsafeInput(value);
    if (unsafe) {
      throw new ApiError('VALIDATION_ERROR', 400, unsafe.kind, { source: this.source, fields: [{ path: unsafe.path, message: unsafe.kind }] });
    }
    const result = this.schema.safeParse(value ?? {});
    if (result.success) return result.data;
    const fields = result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
    const first = fields[0];
    throw new ApiError('VALIDATION_ERROR', 400, first ? first.message : 'Dados inválidos', { source: this.source, fields });
  }
}

/** JSON Schema (OpenAPI 3.0 flavour) of a zod schema, for the generated API document. */
export function toOpenApiSchema(schema: z.ZodType): Record<string, unknown> {
  return z.toJSONSchema(schema, { target: 'openapi-3.0', io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
}

function methodDescriptor(target: object, key: string | symbol | undefined): PropertyDescriptor {
  if (key === undefined) throw new Error('zod parameter decorators only apply to controller methods');
  const descriptor = Object.getOwnPropertyDescriptor(target, key);
  if (!descriptor) throw new Error(`no method ${String(key)} to decorate`);
  return descriptor;
}

function objectShape(schema: z.ZodType): Record<string, z.ZodType> {
  return schema instanceof z.ZodObject ? (schema.shape as Record<string, z.ZodType>) : {};
}

/**
 * `@ValidBody(schema) body` — the request's JSON body (415 when not JSON, 400 when missing),
 * validated, documented in OpenAPI and recorded for `bodySchemaOf`. Pipes given after the
 * schema run before it.
 */
export function ValidBody<S extends z.ZodType>(schema: S, ...before: PipeTransform[]): ParameterDecorator {
  return (target, key, index) => {
    JsonBody(...before, new ZodValidationPipe(schema, 'body'))(target, key, index);
    const descriptor = methodDescriptor(target, key);
    ApiBody({ schema: toOpenApiSchema(schema) })(target, key!, descriptor);
    SetMetadata(BODY_SCHEMA_METADATA, schema)(target, key!, descriptor);
  };
}

/** The body schema a route handler declared with `@ValidBody`, if any. */
export function bodySchemaOf(handler: object): z.ZodType | undefined {
  return Reflect.getMetadata(BODY_SCHEMA_METADATA, handler) as z.ZodType | undefined;
}

const BODY_LESS_METADATA = 'otimiza:body-less';

/**
 * `@BodyLess('why')` on a write route that reads no JSON body (a logout, a revoke named in the path, a signed raw
 * body): every other write route declares its body with `@ValidBody(schema)`, and the write-route fuzz spec fails a
 * route that does neither, or both.
 */
export function BodyLess(reason: string): MethodDecorator {
  return (_target, _key, descriptor) => {
    Reflect.defineMetadata(BODY_LESS_METADATA, reason, descriptor.value as object);
  };
}

/** Why a route handler reads no body (`@BodyLess`), if it says so. */
export function bodyLessReasonOf(handler: object): string | undefined {
  return Reflect.getMetadata(BODY_LESS_METADATA, handler) as string | undefined;
}

/** `@ValidQuery(schema) query` — validated query string, each field documented in OpenAPI. */
export function ValidQuery<S extends z.ZodType>(schema: S): ParameterDecorator {
  return (target, key, index) => {
    Query(new ZodValidationPipe(schema, 'query'))(target, key, index);
    const descriptor = methodDescriptor(target, key);
    for (const [name, field] of Object.entries(objectShape(schema))) {
      ApiQuery({ name, required: !field.safeParse(undefined).success, schema: toOpenApiSchema(field) })(target, key!, descriptor);
    }
  };
}

/** `@ValidParams(schema) params` — validated path parameters, documented in OpenAPI. */
export function ValidParams<S extends z.ZodType>(schema: S): ParameterDecorator {
  return (target, key, index) => {
    Param(new ZodValidationPipe(schema, 'params'))(target, key, index);
    const descriptor = methodDescriptor(target, key);
    for (const [name, field] of Object.entries(objectShape(schema))) {
      ApiParam({ name, schema: toOpenApiSchema(field) })(target, key!, descriptor);
    }
  };
}

/** Documents an answer's shape in OpenAPI from its zod schema. */
export function ZodResponse(status: number, schema: z.ZodType, description = ''): MethodDecorator {
  return ApiResponse({ status, description, schema: toOpenApiSchema(schema) });
}

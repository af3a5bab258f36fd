import { announcesBody, isJsonMediaType, notJsonBodyError } from '@otimiza/sdk/server';
import type { NextFunction, Request, Response } from 'express';

const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The API reads JSON only. A write request whose body is of another type (text, form,
 * multipart) is answered 415 before any parser reads it, on every route: a body-less route is
 * not told something it would silently ignore, and a form never reaches a schema as an object.
 */
export function refuseNonJsonBodies(request: Request, _response: Response, next: NextFunction): void {
  if (!writeMethods.has(request.method) || !announcesBody(request) || isJsonMediaType(request.headers['content-type'])) return next();
  next(notJsonBodyError(request.headers['content-type']));
}

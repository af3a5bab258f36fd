import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.js';
import { announcesBody, isJsonMediaType, requireJsonBody } from './json-body.js';

const statusOf = (run: () => unknown) => {
  try {
    run();
    return null;
  } catch (error) {
    return error instanceof ApiError ? error.getStatus() : 'not an ApiError';
  }
};

describe('the JSON body a route needs', () => {
  it('knows JSON by its media type, whatever the parameters', () => {
    expect(isJsonMediaType('application/json')).toBe(true);
    expect(isJsonMediaType('Application/JSON; charset=utf-8')).toBe(true);
    for (const type of [undefined, '', 'text/plain', 'multipart/form-data; boundary=x', 'application/x-www-form-urlencoded', 'application/jsonp']) {
      expect(isJsonMediaType(type)).toBe(false);
    }
  });

  it('sees a body in a positive Content-Length or a chunked transfer', () => {
    expect(announcesBody({ headers: { 'content-length': '12' } })).toBe(true);
    expect(announcesBody({ headers: { 'transfer-encoding': 'chunked' } })).toBe(true);
    expect(announcesBody({ headers: { 'content-length': '0' } })).toBe(false);
    expect(announcesBody({ headers: {} })).toBe(false);
  });

  it('answers 415 to another type, 400 to no body or an empty one, and passes JSON through', () => {
    expect(statusOf(() => requireJsonBody({ headers: { 'content-type': 'text/plain', 'content-length': '4' } }))).toBe(415);
    expect(statusOf(() => requireJsonBody({ headers: {} }))).toBe(400);
    // The parser reads an empty JSON body as {}: the raw bytes tell it was empty.
    expect(
      statusOf(() => requireJsonBody({ headers: { 'content-type': 'application/json', 'content-length': '0' }, body: {}, rawBody: Buffer.alloc(0) })),
    ).toBe(400);
    const body = { companyName: 'Acme' };
    expect(requireJsonBody({ headers: { 'content-type': 'application/json', 'content-length': '24' }, body, rawBody: Buffer.from(JSON.stringify(body)) })).toBe(
      body,
    );
  });
});

/** Response headers as a fetch `Headers`, a Node header object or a plain record. */
export type HeadersInput = Headers | Readonly<Record<string, string | readonly string[] | number | undefined>>;

/** Lower-cased header names; repeated headers joined with ', ' except `set-cookie`, kept one per line. */
export function normalizeHeaders(input: HeadersInput | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  if (!input) return headers;
  if (typeof Headers !== 'undefined' && input instanceof Headers) {
    input.forEach((value, name) => {
      headers[name.toLowerCase()] = value;
    });
    const cookies = input.getSetCookie();
    if (cookies.length) headers['set-cookie'] = cookies.join('\n');
    return headers;
  }
  for (const [name, value] of Object.entries(input as Record<string, unknown>)) {
    if (value === undefined) continue;
    const key = name.toLowerCase();
    const values = Array.isArray(value) ? value.map(String) : [String(value)];
    headers[key] = values.join(key === 'set-cookie' ? '\n' : ', ');
  }
  return headers;
}

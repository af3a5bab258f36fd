const hexColourPattern = /^#[0-9a-f]{6}$/i;

/** Whether `value` is a `#RRGGBB` colour, in either case. */
export function isHexColour(value: string | undefined): value is string {
  return hexColourPattern.test(value ?? '');
}

/** '#2563eb' → '#2563EB'; anything that is not a 6-digit hex colour gives the fallback. */
export function normaliseHexColour(value: string | undefined, fallback: string): string {
  const trimmed = (value ?? '').trim();
  return isHexColour(trimmed) ? trimmed.toUpperCase() : fallback;
}

import { textProblemOf } from '../shared/text-hygiene.js';

/** Deeper than any schema of the API; checked without recursion, so no nesting can overflow the stack. */
export const MAX_INPUT_DEPTH = 32;

export type UnsafeInputKind = 'text.controlCharacter' | 'text.invalidUnicode' | 'input.tooDeep' | 'input.forbiddenKey';

export interface UnsafeInput {
  /** Dotted path of the field, '' for the value itself. */
  path: string;
  kind: UnsafeInputKind;
}

export const unsafeInputMessages = {
  'input.tooDeep': {
    pt: `O campo {field} tem mais de ${MAX_INPUT_DEPTH} níveis de aninhamento.`,
    en: `The field {field} is nested more than ${MAX_INPUT_DEPTH} levels deep.`,
  },
  'input.forbiddenKey': { pt: 'O campo {field} usa o nome reservado __proto__.', en: 'The field {field} uses the reserved name __proto__.' },
} as const;

const join = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));

/**
 * The first thing in a request's body, query or parameters that no field may hold, in any
 * string or key at any depth: control characters, broken Unicode, a `__proto__` key, or
 * nesting beyond MAX_INPUT_DEPTH. Null when the input is clean.
 */
export function findUnsafeInput(input: unknown): UnsafeInput | null {
  const pending: { value: unknown; path: string; depth: number }[] = [{ value: input, path: '', depth: 0 }];
  while (pending.length > 0) {
    const { value, path, depth } = pending.pop()!;
    if (typeof value === 'string') {
      const problem = textProblemOf(value);
      if (problem) return { path, kind: problem };
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= MAX_INPUT_DEPTH) return { path, kind: 'input.tooDeep' };
    if (Array.isArray(value)) {
      value.forEach((item, index) => pending.push({ value: item, path: join(path, index), depth: depth + 1 }));
      continue;
    }
    for (const [key, item] of Object.entries(value)) {
      // A bad key is reported on its parent: the key itself is not printable.
      const keyProblem = textProblemOf(key);
      if (keyProblem) return { path, kind: keyProblem };
      if (key === '__proto__') return { path: join(path, key), kind: 'input.forbiddenKey' };
      pending.push({ value: item, path: join(path, key), depth: depth + 1 });
    }
  }
  return null;
}

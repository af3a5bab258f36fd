/** Brazilian area codes (DDD) by state. */
const statesByAreaCode: Record<string, string> = {};
const ranges: [string, number[]][] = [
  ['SP', [11, 12, 13, 14, 15, 16, 17, 18, 19]],
  ['RJ', [21, 22, 24]],
  ['ES', [27, 28]],
  ['MG', [31, 32, 33, 34, 35, 37, 38]],
  ['PR', [41, 42, 43, 44, 45, 46]],
  ['SC', [47, 48, 49]],
  ['RS', [51, 53, 54, 55]],
  ['DF', [61]],
  ['GO', [62, 64]],
  ['TO', [63]],
  ['MT', [65, 66]],
  ['MS', [67]],
  ['AC', [68]],
  ['RO', [69]],
  ['BA', [71, 73, 74, 75, 77]],
  ['SE', [79]],
  ['PE', [81, 87]],
  ['AL', [82]],
  ['PB', [83]],
  ['RN', [84]],
  ['CE', [85, 88]],
  ['PI', [86, 89]],
  ['PA', [91, 93, 94]],
  ['AM', [92, 97]],
  ['RR', [95]],
  ['AP', [96]],
  ['MA', [98, 99]],
];
for (const [state, codes] of ranges) for (const code of codes) statesByAreaCode[String(code)] = state;

/** The state of a Brazilian phone number written on a page (+55 optional), or null. */
export function stateOfPhone(text: string): string | null {
  const match = /(?:\+?55[\s.-]*)?\(?\b([1-9][1-9])\)?[\s.-]*9?\d{4}[\s.-]?\d{4}\b/.exec(text);
  return match ? (statesByAreaCode[match[1]!] ?? null) : null;
}

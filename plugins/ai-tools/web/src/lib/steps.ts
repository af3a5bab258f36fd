/** One implementation step: a sentence and the code that goes with it (HTML, JSON-LD, a block on several lines). */
export interface Step {
  text: string | null;
  code: string[];
}

/** Code starts with a tag or a brace, or spans several lines; anything else is a sentence. */
export function isCode(step: string): boolean {
  const text = step.trim();
  return /^[<{[]/.test(text) || text.includes('\n');
}

/**
 * The steps in order, each code block attached to the sentence before it ('Adicione ao rodapé:'
 * then the tag), so the numbering counts sentences only; code with no sentence before is a step of its own.
 */
export function groupSteps(steps: readonly string[]): Step[] {
  const grouped: Step[] = [];
  for (const step of steps) {
    const last = grouped[grouped.length - 1];
    if (isCode(step)) {
      if (last) last.code.push(step.trim());
      else grouped.push({ text: null, code: [step.trim()] });
    } else {
      grouped.push({ text: step, code: [] });
    }
  }
  return grouped;
}

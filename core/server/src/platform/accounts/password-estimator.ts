import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as portuguese from '@zxcvbn-ts/language-pt-br';

/**
 * Only the first 64 characters are estimated, with at most 10 l33t substitutions: the estimate
 * runs on the event loop and grows fast with length (a 184-character input took 3.5 s with the
 * defaults, 64 characters at most ~100 ms with these). 64 characters the estimator finds strong
 * are not weakened by what follows, and a weak start is still reported.
 */
const options = { maxLength: 64, l33tMaxSubstitutions: 10 } as const;

let estimator: ZxcvbnFactory | undefined;

/**
 * zxcvbn with the common-password list and the Brazilian Portuguese words and names, built once
 * per process (~100 ms; the dictionaries are ranked on construction). Feedback comes back as
 * keys (the factory's default translations), which PasswordPolicy translates.
 */
export function passwordEstimator(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...portuguese.dictionary },
    graphs: common.adjacencyGraphs,
    ...options,
  });
  return estimator;
}

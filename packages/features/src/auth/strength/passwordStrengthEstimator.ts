// The heavy part of the strength hint: zxcvbn and its common-password dictionaries (about 250 kB gzipped).
// Reached only through loadPasswordStrength's dynamic import, so it is its own chunk and never part of a
// page's first load.
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import type { PasswordStrength } from './strengthLevel';

// The common dictionaries only, the same list the server refuses from. @zxcvbn-ts/language-en would add about
// 600 kB gzipped of English words and names, and rated none of the passwords we tried differently enough to
// change the word on the meter. No `translations`: zxcvbn then answers its warning keys, which the app
// translates into fa and en itself.
const zxcvbn = new ZxcvbnFactory({
  dictionary: common.dictionary,
  graphs: common.adjacencyGraphs,
});

/**
 * How guessable `password` is. `userInputs` are things an attacker knows about the person (their email),
 * counted as the easiest guesses.
 */
export function estimatePasswordStrength(
  password: string,
  userInputs: readonly string[] = [],
): PasswordStrength {
  const { score, feedback } = zxcvbn.check(password, [...userInputs]);
  return { score, warning: (feedback.warning as PasswordStrength['warning']) || null };
}

import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import type { CommonPasswords } from '../../../core/server/ports/common-passwords.ts';

/**
 * zxcvbn's matcher's work grows quickly with length (a hostile 256-character password took 0.6 s), so only
 * the start is judged: a password whose first 64 characters are guessable is refused either way.
 */
const JUDGED_LENGTH = 64;
/** zxcvbn's score 3 ("safely unguessable", about 10^8 guesses); below it the password is listed or a pattern. */
const MIN_SCORE = 3;

/** zxcvbn-ts with its common dictionaries: about 49,000 leaked passwords, diceware words and keyboard patterns. */
export class ZxcvbnCommonPasswords implements CommonPasswords {
  private readonly zxcvbn = new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs, maxLength: JUDGED_LENGTH });

  async isCommon(password: string, personalWords: readonly string[]): Promise<boolean> {
    return this.zxcvbn.check(password, [...personalWords]).score < MIN_SCORE;
  }
}

import { createHash } from 'node:crypto';

/**
 * Tenant-first full text on SQLite. FTS5 keeps one index for every tenant, and its bm25 ranking counts each
 * query word's matches across the whole index: a word common in another space made this space's search read
 * all of those. So every word is indexed with its owner's key in front (`<key>bread`), and a search asks only
 * for its owner's words: the index then finds, counts and ranks that owner's rows alone.
 *
 * The key is 15 decimal digits (48 bits of a SHA-256 of the owner). Digits count as consonants to the Porter
 * stemmer, and a leading run of consonants changes neither a word's measure nor whether its stem has a vowel,
 * so words stem as they did without the key; a token stays short enough (64 characters) for the stemmer up to
 * words of 49 characters. Two owners sharing a key would only share an index's costs: every search still
 * filters its rows by owner.
 */
export function searchKey(...owner: string[]): string {
  const digest = createHash('sha256').update(owner.join('\u0000')).digest();
  return digest.readUIntBE(0, 6).toString().padStart(15, '0');
}

/** The text as indexed: each run of letters, digits and marks (what unicode61 makes one token) behind the key. */
export function keyedText(key: string, text: string): string {
  return text.replace(/[\p{L}\p{N}\p{M}\p{Co}]+/gu, (word) => key + word);
}

/** The indexed text read back (a `snippet`) without its keys. */
export function unkeyedText(key: string, text: string): string {
  return text.split(key).join('');
}

/** An FTS5 phrase for one query word (letters and digits only, see queryWords) of this owner. */
export function keyedPhrase(key: string, word: string, prefix = false): string {
  return `"${key}${word}"${prefix ? '*' : ''}`;
}

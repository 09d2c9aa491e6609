import { describe, expect, it } from 'vitest';
import { rememberedReadings } from '../../../core/server/agents/offline/text-readings.ts';
import { termsOf } from '../../../core/server/agents/offline/lemma-match.ts';
import { parseEnglish } from '../../../core/server/agents/brief/english-words.ts';

/** The tagger's readings are remembered (one answer reads the same lines many times), within a bound, and shared frozen. */
describe('remembered readings', () => {
  it('reads a text once while it is held, and again once newer texts have pushed it out', () => {
    const read: string[] = [];
    const words = rememberedReadings((text: string) => (read.push(text), { words: text.split(' ') }), 20);
    words('one two three');
    words('one two three');
    expect(read).toEqual(['one two three']);
    words('four five six');
    words('seven eight nine');
    words('one two three');
    expect(read).toEqual(['one two three', 'four five six', 'seven eight nine', 'one two three']);
  });

  it('keeps the text used last when the bound is met, and never holds a text longer than the bound', () => {
    const read: string[] = [];
    const words = rememberedReadings((text: string) => (read.push(text), { length: text.length }), 12);
    words('aaaaa');
    words('bbbbb');
    words('aaaaa');
    words('ccccc');
    words('aaaaa');
    expect(read).toEqual(['aaaaa', 'bbbbb', 'ccccc']);
    words('x'.repeat(13));
    words('x'.repeat(13));
    expect(read.filter((t) => t.length === 13)).toHaveLength(2);
  });

  it('shares the tagger readings frozen, so no caller can change what the next one reads', () => {
    const terms = termsOf('We groom one dog at a time.');
    expect(terms.map((t) => t.root)).toContain('groom');
    expect(termsOf('We groom one dog at a time.')).toBe(terms);
    expect(() => (terms as unknown as unknown[]).push(null)).toThrow(TypeError);
    const english = parseEnglish('Book a full groom for £55 before 31 March.');
    expect(parseEnglish('Book a full groom for £55 before 31 March.')).toBe(english);
    expect(english.money.map((m) => m.text)).toContain('£55');
    expect(() => english.words.pop()).toThrow(TypeError);
    expect(() => Object.assign(english.words[0]!, { lemma: 'changed' })).toThrow(TypeError);
  });
});

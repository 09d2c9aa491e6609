import { describe, expect, it } from 'vitest';
import { JsonDepthScanner } from '../../../adapters/server/http/json-depth-limit.ts';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('the JSON depth scanner', () => {
  it('counts objects and arrays, up to the limit and not one level more', () => {
    expect(new JsonDepthScanner(3).feed(bytes('{"a":[{"b":1}]}'))).toBe(true);
    expect(new JsonDepthScanner(3).feed(bytes('{"a":[{"b":[1]}]}'))).toBe(false);
    expect(new JsonDepthScanner(3).feed(bytes('[[],[],[[]],{}]'))).toBe(true);
  });

  it('does not count brackets inside strings, escaped quotes included, nor in multi-byte text', () => {
    expect(new JsonDepthScanner(1).feed(bytes('{"k":"[[[{{{","q":"say \\"[[[\\" ok","e":"\\\\","u":"ü[日本]"}'))).toBe(true);
  });

  it('keeps its place across chunks, even inside a string or an escape', () => {
    const scanner = new JsonDepthScanner(2);
    expect(scanner.feed(bytes('{"a":"x\\'))).toBe(true);
    expect(scanner.feed(bytes('"[[[[","b":['))).toBe(true);
    expect(scanner.feed(bytes('['))).toBe(false);
  });
});

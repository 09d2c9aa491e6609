import { parseCount } from '../brief/parse-count.ts';

/** 'Cut it to 3 of each', '3 bullets per box': each list of the text keeps its first so many items (an indented line goes with its item). */
export function fewerPerList(text: string, count: string): { text: string; added: string[]; absent?: string } {
  const n = parseCount(count)!;
  let run = 0;
  const out = text.split('\n').filter((line) => {
    if (!/^\s*(?:[-*]|\d+[.)])\s/.test(line)) {
      if (line.trim()) run = 0;
      return true;
    }
    // An indented line under an item goes with it.
    if (/^\s{2,}/.test(line)) return run <= n;
    run++;
    return run <= n;
  });
  const cut = out.join('\n');
  return cut === text ? { text, added: [], absent: `The previous answer has no list longer than ${n}` } : { text: cut, added: [`each list cut to its first ${n}`] };
}

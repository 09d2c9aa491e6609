import { sentencesOfLine } from '../../offline/sentence-limit.ts';

/**
 * Another structure for a regenerated rewrite, so it is a real alternative and not the same text with other
 * words: the first version keeps the text's shape; the next turns a long paragraph into a lead line and a
 * list; the one after gives each idea its own short paragraph. Greetings, sign-offs, headings and lists stay.
 */
export interface Restructured {
  text: string;
  /** What the structure change did, for "What changed"; null when the text kept its shape. */
  note: string | null;
}

const isProse = (block: string) => !/^\s*(#|\||```|[-*+]\s|\d+[.)]\s|>)/.test(block) && !block.includes('\n');

export function restructure(text: string, variant: number): Restructured {
  const shape = variant % 3;
  if (shape === 0) return { text, note: null };
  const blocks = text.split(/\n\s*\n/);
  const sentencesOf = (block: string) => sentencesOfLine(block.trim());
  // The paragraph with the most sentences is the one a reader struggles with.
  const longest = blocks.reduce((best, block, i) => (isProse(block) && sentencesOf(block).length > (best < 0 ? 0 : sentencesOf(blocks[best]!).length) ? i : best), -1);
  const count = longest >= 0 ? sentencesOf(blocks[longest]!).length : 0;
  if (count < 3) return shape === 2 ? { text, note: null } : restructure(text, 2);
  if (shape === 1) {
    const [lead, ...rest] = sentencesOf(blocks[longest]!);
    blocks[longest] = [lead!, '', ...rest.map((s) => `- ${s}`)].join('\n');
    return { text: blocks.join('\n\n'), note: `Turned the ${rest.length} sentences after the opening line of your longest paragraph into a list.` };
  }
  let split = 0;
  const out = blocks.map((block) => {
    const sentences = sentencesOf(block);
    if (!isProse(block) || sentences.length < 3) return block;
    split++;
    const pairs: string[] = [];
    for (let i = 0; i < sentences.length; i += 2) pairs.push(sentences.slice(i, i + 2).join(' '));
    return pairs.join('\n\n');
  });
  return { text: out.join('\n\n'), note: `Broke ${split === 1 ? 'a long paragraph' : `${split} long paragraphs`} into short ones of two sentences at most.` };
}

import { sentencesOfLine } from '../../offline/sentence-limit.ts';

/**
 * Another structure for a regenerated rewrite, so it is a real alternative and not the same text with other
 * words: the first version keeps the text's shape; the next turns a long paragraph into a lead line and a
 * list; the one after gives each idea its own short paragraph. A text too short for either gets the one that
 * fits it (the reader's sentence first, or a sentence a line). Greetings, sign-offs, headings and lists stay.
 */
export interface Restructured {
  text: string;
  /** What the structure change did, for "What changed"; null when the text kept its shape. */
  note: string | null;
}

const isProse = (block: string) => !/^\s*(#|\||```|[-*+]\s|\d+[.)]\s|>)/.test(block) && !block.includes('\n');
const sentencesOf = (block: string) => (isProse(block) ? sentencesOfLine(block.trim()) : []);
const toReader = (sentence: string) => /\b(you|your|you're|you'll)\b/i.test(sentence);

export function restructure(text: string, variant: number): Restructured {
  const shape = variant % 3;
  if (shape === 0) return { text, note: null };
  const blocks = text.split(/\n\s*\n/);
  // The paragraph with the most sentences is the one a reader struggles with.
  const longest = blocks.reduce((best, block, i) => (sentencesOf(block).length > (best < 0 ? 0 : sentencesOf(blocks[best]!).length) ? i : best), -1);
  const sentences = longest >= 0 ? sentencesOf(blocks[longest]!) : [];
  if (sentences.length >= 3 && shape === 1) {
    const [lead, ...rest] = sentences;
    blocks[longest] = [lead!, '', ...rest.map((s) => `- ${s}`)].join('\n');
    return { text: blocks.join('\n\n'), note: `Turned the ${rest.length} sentences after the opening line of your longest paragraph into a list.` };
  }
  if (sentences.length >= 3) {
    let split = 0;
    const out = blocks.map((block) => {
      const own = sentencesOf(block);
      if (own.length < 3) return block;
      split++;
      const pairs: string[] = [];
      for (let i = 0; i < own.length; i += 2) pairs.push(own.slice(i, i + 2).join(' '));
      return pairs.join('\n\n');
    });
    return { text: out.join('\n\n'), note: `Broke ${split === 1 ? 'a long paragraph' : `${split} long paragraphs`} into short ones of two sentences at most.` };
  }
  if (sentences.length === 2) {
    // Two sentences: lead with the one that speaks to the reader, else give each its own line.
    const readerAt = sentences.findIndex(toReader);
    if (shape === 2 && readerAt === 1) {
      blocks[longest] = `${sentences[1]} ${sentences[0]}`;
      return { text: blocks.join('\n\n'), note: 'Led with the sentence that speaks to the reader.' };
    }
    if (shape === 2) {
      blocks[longest] = sentences.map((s) => `- ${s}`).join('\n');
      return { text: blocks.join('\n\n'), note: 'Turned your main paragraph into a list.' };
    }
    blocks[longest] = sentences.join('\n\n');
    return { text: blocks.join('\n\n'), note: 'Gave each sentence of your main paragraph its own line.' };
  }
  return { text, note: null };
}

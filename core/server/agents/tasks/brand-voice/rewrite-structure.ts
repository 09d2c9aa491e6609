import { sentencesOfLine } from '../../offline/sentence-limit.ts';

/**
 * Another structure for a regenerated rewrite, so it is a real alternative and not the same text with other
 * words: the first version keeps the text's shape; the next leads with the facts and what the reader gets,
 * then lists the rest; the one after opens with the reader's own problem (from the profile) and gives each
 * idea a short paragraph. A text too short for a list gets the shape that fits it. Greetings, sign-offs,
 * headings and lists stay where they are.
 */
export interface Restructured {
  text: string;
  /** What the structure change did, for "What changed"; null when the text kept its shape. */
  note: string | null;
}

export interface StructureOptions {
  /** Sentences to lead with in a benefit-first version: the facts the rewrite added. */
  lead?: readonly string[];
  /** A question to open with, from the audience's problems. */
  opening?: string | null;
}

const isProse = (block: string) => !/^\s*(#|\||```|[-*+]\s|\d+[.)]\s|>)/.test(block) && !block.includes('\n');
const sentencesOf = (block: string) => (isProse(block) ? sentencesOfLine(block.trim()) : []);
const toReader = (sentence: string) => /\b(you|your|you're|you'll)\b/i.test(sentence);
const concrete = (sentence: string) => /\d|[£$€]/.test(sentence);
const greeting = (block: string) => /^(hi|hello|dear|hey|good (morning|afternoon|evening))\b[^.!?\n]{0,40},?\s*$/i.test(block.trim());

export function restructure(text: string, variant: number, options: StructureOptions = {}): Restructured {
  const shape = variant % 3;
  if (shape === 0) return { text, note: null };
  const blocks = text.split(/\n\s*\n/);
  // The paragraph with the most sentences is the one a reader struggles with.
  const longest = blocks.reduce((best, block, i) => (sentencesOf(block).length > (best < 0 ? 0 : sentencesOf(blocks[best]!).length) ? i : best), -1);
  const sentences = longest >= 0 ? sentencesOf(blocks[longest]!) : [];
  if (shape === 1 && sentences.length >= 2) {
    // Benefit first: the facts, the figures and what the reader gets lead; the rest follows as a list.
    // The facts the rewrite added lead, then figures, then what speaks to the reader.
    const added = sentences.filter((s) => options.lead?.some((l) => l.includes(s) || s.includes(l)));
    const leads = [...added, ...sentences.filter((s) => !added.includes(s) && (concrete(s) || toReader(s)))];
    const rest = sentences.filter((s) => !leads.includes(s));
    if (leads.length && rest.length && sentences.indexOf(leads[0]!) > 0) {
      blocks[longest] = [leads.join(' '), '', ...(rest.length >= 2 ? rest.map((s) => `- ${s}`) : rest)].join('\n');
      return { text: blocks.join('\n\n'), note: `Led with what the reader gets (${leads.length === 1 ? 'one sentence' : `${leads.length} sentences`} of facts and figures), then the rest${rest.length >= 2 ? ' as a list' : ''}.` };
    }
    if (sentences.length >= 3) {
      const [lead, ...others] = sentences;
      blocks[longest] = [lead!, '', ...others.map((s) => `- ${s}`)].join('\n');
      return { text: blocks.join('\n\n'), note: `Turned the ${others.length} sentences after the opening line of your longest paragraph into a list.` };
    }
  }
  if (shape === 2 && options.opening && sentences.length >= 1) {
    // Another opening: the reader's own problem as a question, then one idea a paragraph.
    const first = blocks.findIndex((b) => b.trim() && !greeting(b) && !/^\s*#/.test(b));
    const paragraphs: string[] = [];
    for (let i = 0; i < sentences.length; i += 2) paragraphs.push(sentences.slice(i, i + 2).join(' '));
    blocks[longest] = paragraphs.join('\n\n');
    blocks.splice(first < 0 ? 0 : first, 0, options.opening);
    return { text: blocks.join('\n\n'), note: `Opened with the problem your audience has, from your profile ("${options.opening}"), and gave each idea a short paragraph.` };
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

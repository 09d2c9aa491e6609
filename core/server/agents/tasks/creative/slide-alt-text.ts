import type { TaskOutput } from '../agent-task.ts';
import { ALT_TEXT_MAX } from '../seo/alt-text.ts';

/**
 * 'Write alt text for each slide' after a carousel: each slide is a picture of its own words, so its alt text says
 * those words (what a screen reader must read out), after a short note of what the image is. Null when the previous
 * answer has no slides, or the follow-up asks for no alt text.
 */
const ASKED = /\balt(?:ernative)?[- ]?text\b|\bimage descriptions?\b|\bscreen[- ]reader text\b/i;


export function slideAltText(request: string, deliverable: string): TaskOutput | null {
  if (!ASKED.test(request)) return null;
  const slides: { n: string; words: string[] }[] = [];
  for (const raw of deliverable.split('\n')) {
    const line = raw.trim();
    const head = /^\*\*Slide\s+(\d{1,2})\b/i.exec(line);
    if (head) {
      slides.push({ n: head[1]!, words: [] });
      continue;
    }
    if (/^\*\*Caption\b|^---$/.test(line)) break;
    const said = /^[-*]\s+\*\*[A-Z][\w ]{0,20}:\*\*\s*(.+)$/.exec(line)?.[1] ?? (slides.length && line && !/^\*\*/.test(line) ? line : null);
    if (said && slides.length) slides[slides.length - 1]!.words.push(said.replace(/[_*]/g, '').trim());
  }
  if (slides.length < 2) return null;
  const alt = (words: string[]) => {
    // (A slide still to be written has no words to read out yet.)
    if (words.some((w) => /\[[^\]]+\]/.test(w))) return '[its words, once the slide is written]';
    const text = `Text graphic: ${words.map((w) => (/[.!?]$/.test(w) ? w : `${w}.`)).join(' ')}`;
    return text.length <= ALT_TEXT_MAX ? text : `${text.slice(0, ALT_TEXT_MAX - 1).replace(/\s+\S*$/, '')}…`;
  };
  const rows = slides.map((s) => {
    const text = alt(s.words);
    return `| ${s.n} | ${text.replace(/\|/g, '/')} | ${text.startsWith('[') ? '-' : text.length} |`;
  });
  return {
    summary: `Alt text for each of the ${slides.length} slides, each under ${ALT_TEXT_MAX} characters: a slide is a picture of its words, so the alt text says them.`,
    deliverable: ['| Slide | Alt text | Characters |', '|---|---|---|', ...rows].join('\n'),
    notes: ['If a slide carries a photo or an illustration as well as its words, add a few words on what it shows after "Text graphic:".'],
    used: [],
    steps: [{ tool: 'revision', summary: `alt text for ${slides.length} slides` }],
    artifacts: [],
  };
}

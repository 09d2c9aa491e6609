import type { AgentTask, TaskInput, TaskOutput } from '../agent-task.ts';
import { parseCount } from '../../brief/parse-count.ts';
import { countWord } from './fact-phrases.ts';
import { placeIn } from './place-name.ts';

/** Screen readers cut long alt text, and search engines read the first words: 125 characters at most. */
export const ALT_TEXT_MAX = 125;

/** The photos the request describes ('… on our homepage: a framed wedding photo, a box frame with a shirt, and our bench'). */
function photosOf(request: string): string[] {
  const list = /:\s*([^:\n]+?)\s*\.?\s*$/.exec(request.split('\n')[0]!)?.[1] ?? '';
  return list
    .split(/,\s*(?:and\s+)?|\s+and\s+(?=(?:a|an|the|our|one|two)\b)|;\s*/i)
    .map((p) => p.trim().replace(/[.]+$/, ''))
    .filter((p) => p.split(/\s+/).length >= 2 && p.split(/\s+/).length <= 16);
}

const PLACE_WORDS = /\b(?:workshop|shop|studio|bench|counter|team|staff|premises|store|office|van|salon|kitchen|garden|front|entrance|room|site|yard)\b/i;

function altFor(photo: string, company: string | null, place: string | null): string {
  const plain = photo.replace(/^(?:a|an|one)\s+/i, '').replace(/^our\s+/i, 'the ');
  const where = company ? (PLACE_WORDS.test(photo) ? ` at ${company}${place ? `, ${place}` : ''}` : ` from ${company}`) : '';
  const text = `${plain.charAt(0).toUpperCase()}${plain.slice(1)}${where}`;
  return text.length <= ALT_TEXT_MAX ? text : `${plain.charAt(0).toUpperCase()}${plain.slice(1)}`.slice(0, ALT_TEXT_MAX).replace(/\s+\S*$/, '');
}

function generate(input: TaskInput): TaskOutput {
  const { brief, facts } = input;
  const photos = photosOf(brief.request);
  const asked = parseCount(/\b(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)\s+(?:\w+\s+)?(?:photos?|images?|pictures?|pics?)\b/i.exec(brief.request)?.[1]) ?? null;
  const count = Math.max(photos.length, asked ?? 0) || 1;
  const place = placeIn(facts.description, [facts.company]);
  const rows = Array.from({ length: count }, (_, i) => {
    const photo = photos[i];
    const alt = photo ? altFor(photo, facts.company, place) : '[what the photo shows, in a few plain words]';
    return `| ${i + 1} | ${photo ?? '[photo not described]'} | ${alt} | ${photo ? alt.length : '-'} |`;
  });
  const missing = count - photos.length;
  return {
    summary: `Alt text for ${countWord(count)} photo${count === 1 ? '' : 's'}, each under ${ALT_TEXT_MAX} characters.`,
    deliverable: ['| # | Photo | Alt text | Characters |', '|---|---|---|---|', ...rows].join('\n'),
    notes: [
      ...(missing > 0 ? [`${missing === count ? 'The request does not describe the photos' : `${countWord(missing)} photo${missing === 1 ? ' is' : 's are'} not described`}: say what each shows and I will write its alt text. I describe only what you tell me; I cannot see the images.`] : ['I describe only what you told me each photo shows; check each line against the image itself.']),
      'Alt text says what is in the picture for someone who cannot see it: no "image of", no keyword lists.',
    ],
    used: facts.company ? facts.sources.filter((s) => s.kind === 'profile').slice(0, 1) : [],
    steps: [{ tool: 'alt_text', summary: `${count} photos, ${photos.length} described` }],
    artifacts: [],
  };
}

export const ALT_TEXT_TASK: AgentTask = {
  id: 'seo.alt-text',
  agent: 'seo-agent',
  label: 'alt text for images',
  cues: ['alt text', 'alt tag', 'alt tags', 'alt attribute', 'image alt', 'alternative text', 'alt-text'],
  delivers: ['alt text', 'alt tag'],
  starter: 'Write alt text for 3 photos on our homepage: [what each shows]',
  generate,
};

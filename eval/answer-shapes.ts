/**
 * Reading the deliverables out of an answer's text as a reader would: the emails in it, the series of
 * numbered or labelled pieces (posts, headlines, lines), a search ad's headlines and descriptions, a meta
 * title and description, a script's spoken words, FAQ questions, keywords grouped by intent, headings.
 * Pure functions on markdown-ish text; nothing here knows how the engine writes.
 */
import { normalise, wordCount } from './text.ts';

/** Markdown emphasis, inline code and a leading quote marker removed. */
export function plain(line: string): string {
  return line.replace(/^\s*>\s?/, '').replace(/\*\*|__|`/g, '').replace(/(?<![\p{L}\p{N}])[*_](?=\S)|(?<=\S)[*_](?![\p{L}\p{N}])/gu, '').trim();
}

const GREETING = /^\s*(?:\*\*|__)?\s*(?:hi|hello|hey|dear|good (?:morning|afternoon|evening))\b[^.!?\n]{0,40}[,!:]?\s*(?:\*\*|__)?\s*$/i;
/** A greeting that opens a line and runs on into the first sentence ("Hey dog lovers. Our recipes…"). */
const INLINE_GREETING = /^\s*(?:\*\*|__)?\s*(?:hi|hello|hey|dear)\s+[^.!?,:\n]{1,40}?[,.!:]\s+\S/i;
export const isGreeting = (line: string) => (GREETING.test(plain(line)) && wordCount(line) <= 7) || (INLINE_GREETING.test(plain(line)) && wordCount(plain(line).split(/[,.!:]/)[0]!) <= 5);
export const isHeading = (line: string) => /^\s*#{1,6}\s+\S/.test(line) || /^\s*(?:\*\*|__)[^*_]{1,80}(?:\*\*|__)\s*:?\s*$/.test(line);
/** Where notes, rationale or sources about the deliverable begin: not part of the copy. */
export const isNotesMarker = (line: string) =>
  /^\s*(?:#{1,6}\s*)?(?:\*\*|__|_|\*)?\s*(?:notes?|why (?:this|these|it) works?|what (?:i )?changed|changes made|sources?|rationale|assumptions|what i used|facts used)\b/i.test(line) ||
  /^\s*(?:-{3,}|\*{3,}|_{3,})\s*$/.test(line);

const VALEDICTION = /^\s*(?:\*\*|_)?\s*(?:best|best wishes|cheers|thanks|thank you|many thanks|regards|kind regards|warm regards|warmly|all the best|with thanks|sincerely|yours|speak soon|talk soon|tails up|brew on)\b/i;

/** The emails in an answer: each from a greeting line to its sign-off (or to the next email, heading or notes). */
export function emailParts(text: string, signOff?: string): string[] {
  const lines = text.split('\n');
  const starts = lines.map((l, i) => (isGreeting(l) ? i : -1)).filter((i) => i >= 0);
  const key = (t: string) => normalise(t).replace(/[^\p{L}\p{N}& ]/gu, '').replace(/\s+/g, ' ').trim();
  const wanted = signOff ? key(signOff).split(' ').slice(0, 2).join(' ') : null;
  // A valediction is a short closing line ("Thanks,", "Warm regards, the team"), not a sentence that starts with "Thanks".
  const closes = (line: string) => (VALEDICTION.test(plain(line)) && wordCount(line) <= 8 && !/[.?:]\s*$/.test(plain(line))) || (wanted !== null && key(line).startsWith(wanted));
  return starts.map((start, k) => {
    const limit = starts[k + 1] ?? lines.length;
    const out: string[] = [];
    for (let i = start; i < limit; i++) {
      const line = lines[i]!;
      if (i > start && (isNotesMarker(line) || /^\s*#{1,6}\s+\S/.test(line) || labelOf(line))) break;
      out.push(line);
      if (i > start && closes(line)) {
        // The sign-off and at most one short line after it (the sender's name).
        const next = lines[i + 1];
        if (next !== undefined && next.trim() && wordCount(next) <= 6 && !isGreeting(next) && !isNotesMarker(next) && !labelOf(next)) out.push(next);
        break;
      }
    }
    return out.join('\n').trim();
  });
}

/** The copy of an email part without its greeting and sign-off lines: the sentences the voice applies to. */
export function emailBody(part: string): string {
  return part
    .split('\n')
    .filter((l) => !isGreeting(l) && !VALEDICTION.test(plain(l)) && !/^\s*(?:\*\*)?(?:subject|preview|preheader)\b/i.test(l))
    .join('\n');
}

const LABEL_WORDS =
  'post|caption|email|headline|subject(?: line)?|option|variation|variant|version|ad|tweet|line|tagline|idea|slide|faq|question|q|message|story|reel|card|banner|keyword|description|step|tip|fix|angle|hook|script|spot|text|sms';
const LABEL = new RegExp(
  `^\\s*(?:#{1,6}\\s*)?(?:[-*•]\\s+)?(?:\\*\\*|__)?\\s*(${LABEL_WORDS})\\s*#?\\s*(\\d{1,2})\\b\\s*(?:\\([^)]*\\))?\\s*(?:\\*\\*|__)?\\s*[:.)\\-–—]?\\s*(?:\\*\\*|__)?\\s*(.*)$`,
  'i',
);

/** "Post 2: text", "**Headline 3** - text", "### Email 1", "Q4. text": the label word, its number and the rest. */
export function labelOf(line: string): { word: string; n: number; rest: string } | null {
  const m = LABEL.exec(line);
  if (!m) return null;
  return { word: m[1]!.toLowerCase().replace(/\s+line$/, ''), n: Number(m[2]), rest: m[3]!.trim() };
}

/** One piece of a series, as text (its first line and any lines that belong to it). */
export interface Unit {
  text: string;
}

export interface Series {
  kind: 'labelled' | 'list' | 'table' | 'lines';
  label: string;
  units: Unit[];
}

const LIST_ITEM = /^(\s*)(?:[-*•+]|\d{1,2}[.)])\s+(.*)$/;
const isTableRow = (line: string) => /^\s*\|.*\|\s*$/.test(line);
const isTableRule = (line: string) => /^\s*\|?\s*:?-{3,}/.test(line);

/** Every series of pieces an answer holds: labelled runs, list blocks (at each depth), table bodies, runs of short lines. */
export function seriesIn(text: string): Series[] {
  const lines = text.split('\n');
  return [...labelledSeries(lines), ...listSeries(lines), ...tableSeries(lines), ...lineRunSeries(lines)];
}

/** A numbered item ("1. text", "2) text"), keyed by depth so nested numbering is its own series. */
function numberedOf(line: string): { word: string; n: number; rest: string } | null {
  const m = /^(\s*)(\d{1,2})[.)]\s+(.*)$/.exec(line);
  if (!m) return null;
  return { word: m[1]!.length >= 2 ? '#nested' : '#', n: Number(m[2]), rest: m[3]!.trim() };
}

/**
 * Labelled runs ("Post 1", "Post 2") and numbered runs ("1.", "2."): a piece runs from its label to the next
 * label of any run, a top-level heading or notes; a number that does not go up starts a new run.
 */
function labelledSeries(lines: string[]): Series[] {
  const out: Series[] = [];
  const open = new Map<string, { series: Series; last: number }>();
  let current: { series: Series; unit: string[] } | null = null;
  const close = () => {
    if (current) current.series.units.push({ text: current.unit.join('\n').trim() });
    current = null;
  };
  for (const line of lines) {
    const label = labelOf(line) ?? numberedOf(line);
    if (label && !(label.word === '#nested' && current)) {
      close();
      let entry = open.get(label.word);
      if (!entry || label.n <= entry.last) {
        entry = { series: { kind: 'labelled', label: label.word, units: [] }, last: 0 };
        open.set(label.word, entry);
        out.push(entry.series);
      }
      entry.last = label.n;
      // "**Caption 2** · problem · 388 characters": the label's own notes are not part of the piece.
      const meta = !label.word.startsWith('#') && (/^[·•|]/.test(label.rest) || /^[([]?\s*\d+\s*(?:characters?|chars?|words?)\s*[)\]]?$/i.test(label.rest));
      current = { series: entry.series, unit: label.rest && !meta ? [label.rest] : [] };
      continue;
    }
    if (!current) continue;
    if (isNotesMarker(line) || /^\s*#{1,3}\s+\S/.test(line)) {
      close();
      continue;
    }
    if (line.trim()) (current as { unit: string[] }).unit.push(line.trim());
  }
  close();
  return out.filter((s) => s.units.length > 0);
}

/** Bullet blocks: consecutive bullets at one depth (blank lines between them allowed); deeper bullets are their own block too. */
function listSeries(lines: string[]): Series[] {
  const out: Series[] = [];
  const open: { indent: number; series: Series; item: string[] }[] = [];
  const closeItem = (block: (typeof open)[number]) => {
    if (block.item.length) block.series.units.push({ text: block.item.join('\n').trim() });
    block.item = [];
  };
  const pop = () => {
    const block = open.pop()!;
    closeItem(block);
    if (block.series.units.length) out.push(block.series);
    const parent = open[open.length - 1];
    if (parent) parent.item.push(...block.series.units.map((u) => u.text));
  };
  let blank = false;
  for (const line of lines) {
    if (!line.trim()) {
      blank = true;
      continue;
    }
    const m = /^(\s*)[-*•+]\s+(.*)$/.exec(line);
    const indent = line.length - line.trimStart().length;
    if (m && !/^\s*(?:-{3,}|\*{3,})\s*$/.test(line)) {
      while (open.length && open[open.length - 1]!.indent > indent + 1) pop();
      const top = open[open.length - 1];
      if (top && Math.abs(top.indent - indent) <= 1) {
        closeItem(top);
        top.item = [m[2]!];
      } else {
        open.push({ indent, series: { kind: 'list', label: 'list', units: [] }, item: [m[2]!] });
      }
      blank = false;
      continue;
    }
    const top = open[open.length - 1];
    const continues = top && !isHeading(line) && !isNotesMarker(line) && !isTableRow(line) && !numberedOf(line) && !labelOf(line) && (indent > top.indent || !blank);
    if (continues) top.item.push(line.trim());
    else while (open.length) pop();
    blank = false;
  }
  while (open.length) pop();
  return out;
}

function tableSeries(lines: string[]): Series[] {
  const out: Series[] = [];
  let rows: string[][] = [];
  const end = () => {
    // The header row is the one above the |---| rule; only body rows are pieces.
    if (rows.length) out.push({ kind: 'table', label: 'table', units: rows.map((cells) => ({ text: longestCell(cells) })) });
    rows = [];
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (!isTableRow(line) && !isTableRule(line)) {
      end();
      continue;
    }
    if (isTableRule(line) || isTableRule(lines[i + 1] ?? '')) continue;
    rows.push(cellsOf(line));
  }
  end();
  return out;
}

export const cellsOf = (row: string) => row.trim().replace(/^\||\|$/g, '').split('|').map((c) => plain(c.trim()));
function longestCell(cells: string[]): string {
  const texts = cells.filter((c) => !/^\s*[\d.,%/()\s#-]*\s*$/.test(c) && !/^(?:headline|description|h|d)\s*\d*$/i.test(c));
  return texts.sort((a, b) => b.length - a.length)[0] ?? cells[0] ?? '';
}

/** Runs of two or more consecutive short plain lines (taglines or banner lines written one per line). */
function lineRunSeries(lines: string[]): Series[] {
  const out: Series[] = [];
  let run: string[] = [];
  const end = () => {
    if (run.length >= 2) out.push({ kind: 'lines', label: 'lines', units: run.map((text) => ({ text })) });
    run = [];
  };
  for (const line of lines) {
    const short = line.trim() && !LIST_ITEM.test(line) && !isHeading(line) && !isTableRow(line) && !isNotesMarker(line) && !isGreeting(line) && wordCount(line) <= 20 && !/:\s*$/.test(line);
    if (short) run.push(line.trim());
    else end();
  }
  end();
  return out;
}

/** A piece's text as a reader counts it: no markdown, quotes, label or trailing "(28 characters)" note. */
export function pieceText(text: string): string {
  return plain(text.split('\n')[0] ?? '')
    .replace(/\s*[([]\s*\d+\s*(?:\/\s*\d+\s*)?(?:characters?|chars?|words?|c|w)?\s*[)\]]\s*$/i, '')
    .replace(/\s*[–—-]\s*\d+\s*(?:\/\s*\d+\s*)?(?:characters?|chars?|words?)\s*$/i, '')
    .replace(/^(?:headline|description|tagline|subject(?: line)?|caption|line)\s*\d*\s*[:.\-–—]\s*/i, '')
    .replace(/^["“'‘](.*)["”'’]$/, '$1')
    .trim();
}

/** All the text of a piece (every line), for word counts of multi-line posts. */
export function pieceBody(unit: Unit): string {
  return unit.text
    .split('\n')
    .map((l) => plain(l))
    .filter((l) => !/^(?:#\w+\s*)+$/.test(l) && !/^(?:platform|format|size|image|visual|alt text|cta|hashtags?|character count|word count|length)\s*:/i.test(l))
    .join('\n');
}

export const charCount = (text: string) => Array.from(text).length;

// ---------------------------------------------------------------------------------------------------------

/** A search ad's headlines and descriptions, read from headed lists, labelled lines or table rows. */
export function searchAdParts(text: string): { headlines: string[]; descriptions: string[] } {
  const headlines: string[] = [];
  const descriptions: string[] = [];
  let mode: 'h' | 'd' | null = null;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    const flat = plain(line);
    const labelled = /^(?:[-*•]\s+|\d+[.)]\s+)?(?:\*\*)?\s*(headline|description|h|d)\s*#?\s*(\d{1,2})\s*(?:\([^)]*\))?\s*(?:\*\*)?\s*[:.\-–—]\s*(.+)$/i.exec(line);
    if (labelled) {
      (labelled[1]!.toLowerCase().startsWith('h') ? headlines : descriptions).push(pieceText(labelled[3]!));
      continue;
    }
    if (isTableRow(line)) {
      if (isTableRule(line)) continue;
      const cells = cellsOf(line);
      const kind = cells.find((c) => /^(?:headline|description)s?\b/i.test(c));
      if (kind && cells.length > 1) {
        const textCell = longestCell(cells.filter((c) => c !== kind));
        if (textCell && !/^(?:text|copy|characters?|chars)$/i.test(textCell)) (/^headline/i.test(kind) ? headlines : descriptions).push(pieceText(textCell));
      } else if (mode && cells.length && !/^(?:#|text|copy|headline|description)$/i.test(cells[0]!)) {
        const textCell = longestCell(cells);
        if (textCell && !/^(?:text|copy|characters?|chars)$/i.test(textCell)) (mode === 'h' ? headlines : descriptions).push(pieceText(textCell));
      }
      continue;
    }
    const heading = isHeading(line) || /:\s*$/.test(flat) || /^(?:headlines?|descriptions?)\b[^:]{0,40}:?\s*$/i.test(flat);
    if (heading) {
      if (/\bdescriptions?\b/i.test(flat)) mode = 'd';
      else if (/\bheadlines?\b/i.test(flat)) mode = 'h';
      else mode = null;
      continue;
    }
    if (isNotesMarker(line) || /^(?:final url|display (?:url|path)|paths?|url|keywords?|sitelinks?|callouts?)\b/i.test(flat)) {
      mode = null;
      continue;
    }
    if (!mode) continue;
    const item = LIST_ITEM.exec(raw);
    const body = item ? item[2]! : line;
    (mode === 'h' ? headlines : descriptions).push(pieceText(body));
  }
  return { headlines: headlines.filter(Boolean), descriptions: descriptions.filter(Boolean) };
}

/** The meta title and meta description an answer proposes (the first of each). */
export function metaParts(text: string): { title: string | null; description: string | null } {
  const lines = text.split('\n');
  const valueAfter = (i: number, m: RegExpExecArray) => {
    const inline = pieceText(m[1] ?? '');
    if (inline) return inline;
    // "Meta description: _(0/155 characters)_": a label with only a length note is an empty value.
    if ((m[1] ?? '').trim()) return '';
    const next = lines.slice(i + 1).find((l) => l.trim());
    return next ? pieceText(LIST_ITEM.exec(next)?.[2] ?? next) : null;
  };
  let title: string | null = null;
  let description: string | null = null;
  for (const [i, line] of lines.entries()) {
    const flat = plain(line).replace(/^(?:[-*•]|\d+[.)])\s+/, '').replace(/^#{1,6}\s*/, '');
    const t = /^(?:meta |seo |page )?title(?: tag)?\s*(?:\([^)]*\))?\s*[:\-–—]?\s*(.*)$/i.exec(flat);
    if (title === null && t && !/description/i.test(flat.slice(0, 20))) title = valueAfter(i, t);
    const d = /^(?:meta )?description\s*(?:\([^)]*\))?\s*[:\-–—]?\s*(.*)$/i.exec(flat);
    if (description === null && d) description = valueAfter(i, d);
  }
  return { title, description };
}

const SPEAKER_ROLE = /^\s*(?:\*\*|__)?\s*\[?\s*(vo|v\.o\.|voice[- ]?over|voice|narrator|announcer|host|presenter|speaker|customer|owner|engineer|volunteer|teacher|child|kid|dog|mum|dad|woman|man|parent|reader)(?:\s*\d)?\s*(?:\([^)]*\))?\s*\]?\s*(?:\*\*|__)?\s*:\s*(?:\*\*|__)?\s*(.*)$/i;
/** A speaker named in capitals, as scripts do ("HANNAH:", "DAN (warm):"). */
const SPEAKER_NAME = /^\s*(?:\*\*|__)?\s*\[?\s*([A-Z][A-Z'’-]+(?: [A-Z][A-Z'’-]+)?)\s*(?:\([^)]*\))?\s*\]?\s*(?:\*\*|__)?\s*:\s*(?:\*\*|__)?\s*(.*)$/;
const speakerOf = (line: string) => SPEAKER_ROLE.exec(line) ?? SPEAKER_NAME.exec(line);
const CUE = /^\s*(?:\*\*|__)?\s*[[(]?\s*(?:sfx|sound|music|fx|sting|jingle|ambience|pause|beat|outro|intro)\b/i;

/** A script's spoken words (speaker lines without stage directions), whether it is laid out as one, and its cues. */
export function scriptParts(text: string): { spoken: string; speakerLines: number; cues: number; listLines: number } {
  let spoken: string[] = [];
  let speakerLines = 0;
  let cues = 0;
  let listLines = 0;
  const prose: string[] = [];
  let inNotes = false;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    if (isNotesMarker(line)) {
      inNotes = true;
      continue;
    }
    if (inNotes) continue;
    const flat = line.replace(/\(?\b\d{1,2}:\d{2}\s*[-–—]\s*\d{1,2}:\d{2}\)?|\[?\b\d{1,2}\s*[-–—]\s*\d{1,2}\s*s(?:ec(?:onds)?)?\]?/gi, '').trim();
    if (CUE.test(flat) || /^\s*[[(].*[\])]\s*$/.test(flat)) {
      cues += 1;
      continue;
    }
    const speaker = speakerOf(flat);
    if (speaker && !/^(?:subject|note|notes|length|tone|cta|format|title|duration|runtime|word count|words|timing|platform|audience|offer|goal|url|final url|link|cta|sfx)$/i.test(speaker[1]!)) {
      speakerLines += 1;
      spoken.push(speaker[2]!.replace(/\[[^\]]*\]|\([^)]*\)/g, ' '));
      continue;
    }
    if (LIST_ITEM.test(raw)) listLines += 1;
    if (isHeading(line) || /\b(?:words?|seconds?|secs?|timing|length|read time|runtime)\b[^.]*\d|\d[^.]*\b(?:words?|seconds?|secs?)\b/i.test(flat)) continue;
    prose.push(plain(flat).replace(/\[[^\]]*\]|\([^)]*\)/g, ' '));
  }
  if (speakerLines === 0) spoken = prose;
  return { spoken: spoken.join('\n'), speakerLines, cues, listLines };
}

/** FAQ questions (lines that end with a question mark) and how many are followed by an answer. */
export function faqParts(text: string): { questions: string[]; answered: number } {
  const lines = text.split('\n').filter((l) => l.trim());
  const isQuestion = (l: string) => /\?\s*(?:\*\*|__|["”])?\s*$/.test(plain(l)) && !isNotesMarker(l);
  const questions: string[] = [];
  let answered = 0;
  for (const [i, line] of lines.entries()) {
    if (!isQuestion(line)) continue;
    questions.push(pieceText(plain(line).replace(/^(?:[-*•]|\d+[.)])\s+/, '').replace(/^#{1,6}\s*/, '').replace(/^q\s*\d*\s*[:.]\s*/i, '')));
    const next = lines[i + 1];
    if (next && !isQuestion(next) && !isHeading(next) && wordCount(next) >= 4) answered += 1;
  }
  return { questions, answered };
}

const INTENT = /\b(informational|commercial|transactional|navigational|comparison|comparative|investigat\w*|local|purchase|buying|buyer|research|problem[- ]aware|how[- ]to|brand(?:ed)?|consideration|awareness|decision|solution)\b/i;

/** Keywords grouped by intent: from intent headings with items under them, a table with an intent column, or items tagged "(informational)". */
export function keywordGroups(text: string): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  const add = (group: string, keyword: string) => {
    const g = group.toLowerCase();
    if (!groups.has(g)) groups.set(g, []);
    groups.get(g)!.push(keyword);
  };
  const lines = text.split('\n');
  let current: string | null = null;
  let currentIndent = -1;
  let intentColumn = -1;
  let keywordColumn = 0;
  for (const raw of lines) {
    const line = raw.trimEnd();
    if (!line.trim()) continue;
    if (isTableRow(line)) {
      if (isTableRule(line)) continue;
      const cells = cellsOf(line);
      const headerIntent = cells.findIndex((c) => /^intent\b/i.test(c) || /search intent/i.test(c));
      if (headerIntent >= 0) {
        intentColumn = headerIntent;
        keywordColumn = Math.max(0, cells.findIndex((c) => /keyword|phrase|query|term/i.test(c)));
        continue;
      }
      if (intentColumn >= 0 && cells[intentColumn]) {
        const intent = INTENT.exec(cells[intentColumn]!)?.[1] ?? cells[intentColumn]!;
        add(intent, pieceText(cells[keywordColumn] ?? ''));
      } else if (current) {
        add(current, pieceText(cells[0] ?? ''));
      }
      continue;
    }
    intentColumn = intentColumn >= 0 && isTableRow(line) ? intentColumn : -1;
    const item = LIST_ITEM.exec(line);
    const indent = line.length - line.trimStart().length;
    const flat = plain(item ? item[2]! : line);
    const intent = INTENT.exec(flat)?.[1];
    const looksLikeGroup = intent && (!item || /:\s*$/.test(flat) || wordCount(flat.replace(/\(.*\)/, '')) <= 4) && (isHeading(line) || /:\s*$/.test(flat) || /intent/i.test(flat) || !item || wordCount(flat) <= 3);
    if (looksLikeGroup && (!item || indent <= currentIndent || current === null || /intent|:$/i.test(flat))) {
      current = intent!;
      currentIndent = item ? indent : -1;
      const inline = /:\s*(.+)$/.exec(flat)?.[1];
      if (inline && inline.includes(',')) for (const k of inline.split(',')) add(current, pieceText(k));
      continue;
    }
    if (item) {
      const tagged = /^(.*?)\s*(?:\(([^)]*)\)|[-–—]\s*(\w[\w -]*))\s*$/.exec(flat);
      const tag = tagged ? INTENT.exec(tagged[2] ?? tagged[3] ?? '')?.[1] : undefined;
      if (tag) add(tag, pieceText(tagged![1]!));
      else if (current && indent > currentIndent) add(current, pieceText(flat.split(/\s[-–—:]\s/)[0]!));
      continue;
    }
    if (isHeading(line) || /:\s*$/.test(flat)) current = null;
  }
  return groups;
}

/** Section headings: markdown ## or ### headings, or items labelled H2. */
export function headingsIn(text: string): string[] {
  return text
    .split('\n')
    .filter((l) => /^\s*#{2,3}\s+\S/.test(l) || /^\s*(?:[-*]|\d+[.)])?\s*(?:\*\*)?\s*H2\b\s*[:.\-–]?/i.test(l))
    .map((l) => plain(l).replace(/^(?:[-*]|\d+[.)])\s+/, '').replace(/^#{1,6}\s*/, '').replace(/^H2\s*[:.\-–]?\s*/i, ''));
}

/**
 * The deliverable of an answer without its framing: its emails (with their subject lines) when it has
 * any; otherwise from its first structured line (heading, list, table, label) to the end of its last
 * structured block, dropping a one-paragraph summary before it and a short prose note after it; an answer
 * in prose only is all deliverable.
 */
export function deliverableOf(body: string): string {
  const lines = body.split('\n');
  const emails = emailParts(body);
  if (emails.length) return [...lines.filter((l) => /^\s*(?:\*\*)?subject\b/i.test(l)), ...emails.map(emailBody)].join('\n');
  const structured = (l: string) => isHeading(l) || LIST_ITEM.test(l) || isTableRow(l) || labelOf(l) !== null;
  const first = lines.findIndex(structured);
  if (first === -1) return body;
  let last = lines.length - 1;
  while (last > first && !structured(lines[last]!)) last--;
  // The last structured piece runs on to the next blank line.
  let end = last;
  while (end + 1 < lines.length && lines[end + 1]!.trim()) end++;
  const trailing = lines.slice(end + 1).filter((l) => l.trim());
  return [...lines.slice(first, end + 1), ...(trailing.length > 3 ? trailing : [])].join('\n');
}

/**
 * The answer without its opening summary line ("A launch email about … for …"), which restates the request:
 * it is framing, not copy, so it neither earns nor loses a check. Only a lone first paragraph of one line
 * is dropped, and only when more follows.
 */
export function withoutFraming(body: string): string {
  const lines = body.split('\n');
  const first = lines.findIndex((l) => l.trim());
  if (first === -1) return body;
  const line = lines[first]!;
  const plainLine = !isHeading(line) && !LIST_ITEM.test(line) && !isTableRow(line) && !isGreeting(line) && !labelOf(line) && !/^\s*(?:\*\*)?(?:subject|preview)\b/i.test(line);
  const blankAfter = !(lines[first + 1] ?? '').trim();
  const rest = lines.slice(first + 1).filter((l) => l.trim()).length;
  return plainLine && blankAfter && rest >= 2 ? lines.slice(first + 1).join('\n') : body;
}

import nlp from 'compromise';

/** One statement of a document: a table row, a bullet, a sentence of prose or a quotation, under its heading. */
export interface DocumentItem {
  kind: 'row' | 'bullet' | 'sentence' | 'quote';
  /** The statement tidied to one line (Markdown marks removed, links as their text). */
  text: string;
  /** The nearest heading above it, as written ('' before any heading). */
  section: string;
  /** A table row's cells, each with its column's header. */
  cells?: { header: string; value: string }[];
  /** Who a quotation is from, when the line after it says ('— Dr Priya Shah, Smile Dental'). */
  who?: string;
  /** The document's title (its one top-level heading, when it has one): a case study's items are the customer's, not features. */
  title?: string;
  /** A heading that is itself a statement: 'Toolbox: £85 a month' names a plan and its price; what is under it is the plan's. */
  heading?: boolean;
  /** Written for the team, not customers ('Internal note: …', '(staff only)', a line on something no longer sold). */
  forStaff?: boolean;
}

/** A line the business wrote for itself: 'Internal note: …', 'NB: …', '[Staff only] …', 'TODO: …', 'Note to self: …'. */
const STAFF_NOTE = /^\s*[([]?\s*(?:internal(?:\s+(?:note|notes|only|use))?|notes?\s+(?:to|for)\s+(?:self|staff|(?:the\s+)?team)|staff(?:\s+(?:only|note|notes))?|team\s+(?:only|note|notes)|n\.?b\.?|todo|to-do|fyi|reminder to self|private)\s*(?:[:)\]—–]|\s-\s)/i;
/** Words anywhere in a line that keep it from customers: '(internal)', 'not for customers', 'don't advertise this'. */
const KEPT_IN = /\((?:internal|staff only|team only|not for (?:customers|publication|the website))[^)]*\)|\bnot for (?:customers|publication|the website|public use|sharing)\b|\b(?:do not|don'?t|never)\s+(?:advertise|publish|mention|promote|quote|share)\s+(?:this|these|it|that|them|publicly)\b/i;
/** Something the business no longer sells: its price and features are no offer to make. */
const NOT_SOLD = /\b(?:discontinued|no longer (?:offered|available|sold|running|run|offer|do|provide)|being phased out|phased out|withdrawn from sale|stopped offering)\b/i;

/** An FAQ's entries: each question that heads answers (see FAQ_QUESTION), with its first answers, in the document's order. */
export function faqEntries<T extends { section: string }>(items: readonly T[], max = 3): { question: string; answers: T[] }[] {
  const questions = [...new Set(items.filter((item) => item.section.endsWith('?')).map((item) => item.section))];
  return questions.map((question) => ({ question, answers: items.filter((item) => item.section === question).slice(0, max) }));
}

/** Whether an item may be told to customers: nothing the team wrote for itself, nothing under a staff heading, nothing no longer sold. */
export function forCustomers(item: DocumentItem): boolean {
  return !item.forStaff && !FOR_STAFF.test(item.section) && !NOT_SOLD.test(item.text) && !NOT_SOLD.test(item.section);
}

const DOCUMENT_DATE = /^(?:(?:prices?|this (?:list|sheet|document))\s+)?(?:valid|effective|correct|accurate|current)\s+(?:from|until|to|as (?:of|at)|at)\b[^.]{0,40}\.?$|^(?:last\s+)?(?:updated|revised)\b[^.]{0,40}\.?$/i;
const STORY_TITLE = /\b(case stud|customer stor|success stor|testimonial)/i;
/** Whether an item is in a document about one customer ('# Case study: …'): its lists and sums are that customer's, never what is sold or its price. */
export function inCustomerStory(item: DocumentItem): boolean {
  // ('## Case study: Roundhay Deliveries' inside a results sheet: its contract and figures are that customer's too.)
  return STORY_TITLE.test(item.title ?? '') || /^(?:case stud|customer stor|success stor)/i.test(item.section);
}

// A sentence that is only a price ('£6.50 each, 4 for £22.', '£8.'), written on the line that names what it is for.
const BARE_PRICE = /^(?:from\s+|only\s+)?[$£€]\s?\d[^:]*$/i;
/** 'Shampoo bars (70g): nettle, rosemary mint. £8.': the price belongs to the sentence before it on its line, never stands alone unnamed. */
function withBarePrices(pieces: string[]): string[] {
  const out: string[] = [];
  for (const piece of pieces) {
    const previous = out[out.length - 1];
    if (previous !== undefined && BARE_PRICE.test(piece.trim()) && piece.trim().split(/\s+/).length <= 8 && !/[$£€]\s?\d/.test(previous) && /:/.test(previous)) out[out.length - 1] = `${previous.replace(/[.]\s*$/, '')}: ${piece.trim()}`;
    else out.push(piece);
  }
  return out;
}

/** Enough of a document to read its facts; the rest is rarely pricing or proof. */
const MAX_CHARS = 60_000;
const BULLET = /^\s*(?:[-*•+▪◦]|\d{1,2}[.)])\s+(.*)$/;
const HEADING = /^\s*#{1,6}\s+(.*?)\s*#*\s*$/;
const QUOTE = /^\s*>\s?(.*)$/;
const ATTRIBUTION = /^\s*(?:[—–]|--?)\s*(.+)$/;
// A line that only signs a quotation: a name (or two joined by 'and'), then a comma and who they are, with the
// rating after it when given ('Hannah and Joe, from Leeds. 5 stars on Google, March 2025').
const SIGNATURE_LINE = /^\s*[*_]{0,2}((?:[A-Z][\p{L}'’.-]+)(?:\s+(?:[A-Z][\p{L}'’.-]+|and|&)){0,4}[*_]{0,2},\s*[^.!?"“]{2,120}?)(?:\.\s*\d(?:\.\d)?\s*(?:\/\s*5\s*)?stars?\b[^"“]{0,60})?\s*$/u;

/** Markdown marks off, links as their text, whitespace to single spaces. */
export function tidyLine(text: string): string {
  return text
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, '$1 ($2)')
    .replace(/(\*\*|__|`)/g, '')
    .replace(/(^|\s)[*_]([^*_\n]+)[*_](?=\s|[.,;:!?]|$)/g, '$1$2')
    .replace(/\s+/g, ' ')
    .trim();
}

function cellsOf(line: string): string[] {
  return line.trim().replace(/^\|/, '').replace(/\|$/, '').split('|').map((c) => tidyLine(c));
}

/** A short line standing alone that names what follows ('Pricing', 'What customers say:'). */
function isLooseHeading(line: string, next: string | undefined): boolean {
  const t = tidyLine(line);
  if (!t || t.length > 60 || /[.!?]$/.test(t) || /\d/.test(t.replace(/^\d+[.)]\s*/, ''))) return false;
  const bold = /^\s*(\*\*|__)[^*_]+(\*\*|__):?\s*$/.test(line);
  if (bold || (t.endsWith(':') && t.split(/\s+/).length <= 6) || (t.split(/\s+/).length <= 5 && /^[A-Z]/.test(t) && !!next && !next.trim())) return true;
  // A short label straight above a list ('Vaccinations' over '- Dog annual booster: from £48') names the list.
  if (t.split(/\s+/).length <= 4 && /^[A-Z]/.test(t) && BULLET.test(next ?? '') && !BULLET.test(line) && !/[:;,]/.test(t.replace(/:$/, '')) && (!/\s/.test(t) || !nlp(t).has('#Verb'))) return true;
  // Text taken from a PDF puts a heading straight above its paragraph: a short label over a full sentence.
  const after = tidyLine(next ?? '');
  return t.split(/\s+/).length <= 4 && /^[A-Z]/.test(t) && /^[A-Z]/.test(after) && /[.!?]$/.test(after) && after.split(/\s+/).length >= 6 && !BULLET.test(next ?? '') && (!nlp(t).has('#Verb') || /^[A-Z][\w'-]*(?:\s[A-Z][\w'-]*)+$/.test(t));
}

/**
 * Reads a document's statements, robust to Markdown tables, bullet lists, quotations and prose: each table row
 * with its headers, each bullet, each sentence of a paragraph (split by the English parser), each quotation with
 * who said it. A block of short lines without full stops (text taken from a PDF) is read line by line.
 */
const INLINE_QUOTE = /^\s*["“](.{12,}?)["”]\s*(?:(?:[—–]|--?)\s*|(?:says|said)\s+)?(.*)$/;

/** A quotation and who said it: '(Priya Nair, 17, West Bridgford, manual)' gives 'Priya Nair, 17, West Bridgford, manual'. */
function inlineQuote(found: RegExpExecArray, section: string): DocumentItem {
  // ('(Dan P., Nov 2024, 3 stars; Sam replied and gave him a free nail clip)': what follows ';' is the team's note on it.)
  const who = tidyLine(found[2]!).replace(/^\(|\)$/g, '').split(/;\s+/)[0]!.replace(/[.]+$/, '');
  // ('Priya M., Spanish A2, evening group course, 5 stars on Google': a name with what they took and where they said it.)
  return { kind: 'quote', text: tidyLine(found[1]!), section, ...(who && who.split(/\s+/).length <= 14 ? { who } : {}) };
}

/** A line that is one question and nothing else, in bold or after 'Q:' ('**Do you take cards?**', 'Q: Can I cancel?'). */
const FAQ_QUESTION = /^\s*(?:#{1,6}\s+)?(?:\*\*|__)?\s*(?:Q\s*\d{0,2}\s*[:.)]\s*|Question\s*\d{0,2}\s*[:.]\s*)?(?:\*\*|__)?\s*([A-Z][^?!.\n]{4,150}\?)\s*(?:\*\*|__)?\s*$/;

/** Whether the next line with words is an answer to a question above it: text that is neither a question nor a heading. */
function answerFollows(lines: readonly string[], at: number): boolean {
  const next = lines.slice(at + 1).find((l) => l.trim());
  return !!next && !FAQ_QUESTION.test(next) && !HEADING.test(next) && !/^\s*\|/.test(next);
}

export function documentItems(text: string): DocumentItem[] {
  const lines = text.slice(0, MAX_CHARS).replace(/\r\n?/g, '\n').split('\n');
  const items: DocumentItem[] = [];
  let section = '';
  let title = '';
  // A note that opens 'Internal:' or says '(not for customers)' is the team's, every sentence of it.
  let staffUnit = false;
  const add = (item: DocumentItem) => {
    const staff = staffUnit || STAFF_NOTE.test(item.text) || KEPT_IN.test(item.text);
    items.push({ ...item, ...(title ? { title } : {}), ...(staff ? { forStaff: true } : {}) });
  };
  let paragraph: string[] = [];
  let headers: string[] | null = null;
  let quote: string[] = [];
  const flushParagraph = () => {
    if (!paragraph.length) return;
    // A line break ends a statement unless the line runs on into the next (a wrapped sentence starts lower case).
    const units: string[] = [];
    for (const line of paragraph) {
      const last = units[units.length - 1];
      if (last !== undefined && !/[.!?:]$/.test(last) && (/^[a-z(,]/.test(line) || isCutShort(last))) units[units.length - 1] = `${last} ${line}`;
      else units.push(line);
    }
    // '_Valid from 1 January 2025. All prices include VAT._': a line in italics loses its marks before it is split.
    for (const unit of units) {
      staffUnit = STAFF_NOTE.test(tidyLine(unit)) || KEPT_IN.test(unit);
      for (const p of withBarePrices(sentencesOf(unit.replace(/^([*_]{1,2})(?=\S)(.+?)(?<=\S)\1$/, '$2')))) {
        const t = tidyLine(p);
        // 'Valid from 1 January 2025', 'Last updated March 2026': when the document was written, not a fact to tell.
        // ('Yes.' under 'Do you take cards?' says nothing without its question, which heads the sentences after it.)
        if (t && !DOCUMENT_DATE.test(t) && !/^(?:yes|no)[.!]?$/i.test(t)) add({ kind: 'sentence', text: t, section });
      }
      staffUnit = false;
    }
    paragraph = [];
  };
  const flushQuote = (who?: string) => {
    if (!quote.length) return;
    const t = tidyLine(quote.join(' ')).replace(/^["“]|["”]$/g, '');
    if (t) add({ kind: 'quote', text: t, section, ...(who ? { who } : {}) });
    quote = [];
  };
  for (let i = 0; i < lines.length; i++) {
    // ('A: Yes, up to 24 hours before.': an answer under its question is read without its label.)
    const line = section.endsWith('?') && !paragraph.length ? lines[i]!.replace(/^\s*(?:\*\*|__)?(?:A|Answer)\s*[:.]\s*(?:\*\*|__)?\s*/, '') : lines[i]!;
    const trimmed = line.trim();
    if (!trimmed.startsWith('|')) headers = null;
    if (!trimmed) {
      flushParagraph();
      if (quote.length && !ATTRIBUTION.test(lines[i + 1] ?? '')) flushQuote();
      continue;
    }
    const attribution = ATTRIBUTION.exec(line);
    if (attribution && quote.length) {
      flushQuote(tidyLine(attribution[1]!));
      continue;
    }
    const q = QUOTE.exec(line);
    if (q) {
      flushParagraph();
      const inner = q[1]!;
      const innerAttribution = ATTRIBUTION.exec(inner);
      // '> "I was nervous … passed." (Priya Nair, 17, West Bridgford)': a whole quotation signed on its own line.
      const whole = !quote.length ? INLINE_QUOTE.exec(inner) : null;
      if (whole && /^[A-Z(]/.test(whole[2]!.trim())) {
        flushQuote();
        add(inlineQuote(whole, section));
      } else if (innerAttribution && quote.length) flushQuote(tidyLine(innerAttribution[1]!));
      // ('> "… allergic to lilies."' then '> Priya Shah, office manager, Severn Vale Accountants': signed on the next line.)
      else if (quote.length && /["”]\s*$/.test(quote[quote.length - 1]!) && SIGNATURE_LINE.test(inner)) flushQuote(tidyLine(SIGNATURE_LINE.exec(inner)![1]!));
      else quote.push(inner);
      continue;
    }
    flushQuote();
    // '**Do you guarantee your work?**' or 'Q: Can I cancel?' over its answer: an FAQ's question heads its answer,
    // so the answer is read under it and the question is never taken for a sentence of copy.
    const asked = FAQ_QUESTION.exec(line);
    if (asked && !BULLET.test(line) && answerFollows(lines, i)) {
      flushParagraph();
      section = tidyLine(asked[1]!);
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading || isLooseHeading(line, lines[i + 1])) {
      flushParagraph();
      const named = tidyLine(heading ? heading[1]! : line).replace(/:$/, '');
      const level = heading ? /^\s*(#+)/.exec(line)![1]!.length : 0;
      // A price in a heading ('### Toolbox: £85 a month') is a statement of the section it heads from.
      if (heading && level > 1 && /[$£€¥]\s?\d|\d\s?(?:dollars|pounds|euros)\b/i.test(named)) add({ kind: 'sentence', text: named, section, heading: true });
      if (level === 1 && !title && !items.length) title = named;
      section = named;
      continue;
    }
    if (trimmed.startsWith('|') || (trimmed.match(/\|/g)?.length ?? 0) >= 2) {
      flushParagraph();
      if (/^[\s|:-]+$/.test(trimmed)) continue;
      const cells = cellsOf(trimmed);
      if (!headers) {
        headers = cells;
        continue;
      }
      const row = cells.map((value, c) => ({ header: headers![c] ?? '', value })).filter((c) => c.value);
      // Read as a line ('Weekly Stems: £22 a week; a fresh bunch every Friday'): a fact quoted from it has no table pipes.
      if (row.length) add({ kind: 'row', text: row.length > 1 ? `${row[0]!.value}: ${row.slice(1).map((c) => c.value).join('; ')}` : row[0]!.value, section, cells: row });
      continue;
    }
    const bullet = BULLET.exec(line);
    if (bullet) {
      flushParagraph();
      const t = tidyLine(bullet[1]!);
      // '- **Priya Nair**, 34, marathon runner: "Came in with shin pain …" (Run Clinic)': someone's words, signed first.
      const signedFirst = /^\*{0,2}([A-Z][^*:"“]{1,40}?)\*{0,2}((?:,\s*[^:"“]{1,40})?):\s*["“](.{12,}?)["”]\s*(?:\(([^)]{1,80})\))?\.?$/.exec(bullet[1]!.trim());
      if (signedFirst) {
        add({ kind: 'quote', text: tidyLine(signedFirst[3]!), section, who: tidyLine(`${signedFirst[1]!.trim()}${signedFirst[2] ?? ''}`) });
        continue;
      }
      // '- "They told me the price before they did anything."': a bullet that is someone's words is a quotation.
      const quoted = INLINE_QUOTE.exec(bullet[1]!.trim());
      if (quoted && (!quoted[2]!.trim() || /^[A-Z(]/.test(quoted[2]!.trim()))) add(inlineQuote(quoted, section));
      else if (t) add({ kind: 'bullet', text: t, section });
      continue;
    }
    // A quotation written inline: “...” — Name, Company (the dash is often left out: “...” Dana K., Google review).
    // Or with the speaker after 'says': “Best decision we made,” says Jo Reed, owner of Pie Hole Bakery.
    const inline = INLINE_QUOTE.exec(line);
    if (inline && (/^[A-Z(]/.test(inline[2]!.trim()) || !inline[2]!.trim())) {
      flushParagraph();
      // '"Sorted."' then 'Marek Nowak, director, Nowak Dryliners' on the next line: the quotation signed below it.
      const signature = !inline[2]!.trim() ? SIGNATURE_LINE.exec((lines[i + 1] ?? '').replace(/\.\s*$/, '')) : null;
      if (signature) {
        add({ ...inlineQuote(inline, section), who: tidyLine(signature[1]!).replace(/[.]+$/, '') });
        i++;
      } else add(inlineQuote(inline, section));
      continue;
    }
    // Someone's words with no quotation marks, signed after a dash: 'Our team loves Fridays now. — Priya, office manager'.
    const signed = /^(.{15,}?[.!?])\s*(?:[—–]|--)\s*([A-Z][^$£€\d|]{1,80})$/.exec(trimmed);
    if (signed) {
      flushParagraph();
      add({ kind: 'quote', text: tidyLine(signed[1]!), section, who: tidyLine(signed[2]!) });
      continue;
    }
    paragraph.push(trimmed);
  }
  flushParagraph();
  flushQuote();
  return items;
}

// Words a line cannot end on when its sentence is whole ('… moved its', 'In 2025 Meadow View' then 'Care Home cut …').
const RUNS_ON = /\b(?:the|a|an|of|and|or|to|for|with|in|on|at|by|from|its|their|our|your|than|into|onto|per)$/i;
const OPENS_CLAUSE = /^(?:In|On|At|After|Before|Since|During|Over|Within|Last|This|When|Once|By)\s/;

/** A line of text from a PDF that stops mid-sentence: it ends on a word that leads on, or opens a clause and has no verb yet. */
function isCutShort(line: string): boolean {
  if (RUNS_ON.test(line)) return true;
  return OPENS_CLAUSE.test(line) && !nlp(line).has('#Verb');
}

/** Sentences by the parser's tokenizer alone (abbreviations such as 'Dr.' kept), which is all splitting needs. */
function sentencesOf(text: string): string[] {
  const out: string[] = [];
  for (const s of (nlp.tokenize(text).json() as { text: string }[]).map((x) => x.text)) {
    // ('Registered charity no. 1162437.': 'no.' before a number is its abbreviation, not a sentence's end.)
    const last = out[out.length - 1];
    if (last !== undefined && /\b(?:no|nos|ref|reg|tel|vat)\.$/i.test(last.trim()) && /^\d/.test(s.trim())) out[out.length - 1] = `${last.trimEnd()} ${s.trim()}`;
    else out.push(s);
  }
  return out;
}

/** Headings over what the team is told ('Notes for staff', 'Internal'): no terms, features or proof to tell customers. */
export const FOR_STAFF = /\b(?:notes? for (?:the )?(?:staff|team)|staff notes?|for staff|internal(?: notes?)?|team only)\b/i;

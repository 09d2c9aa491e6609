import { dictatesContents } from './request-points.ts';
import { freshVersion } from './fresh-version.ts';
import { toAroundLength } from './around-length.ts';
import type { TaskOutput } from '../agent-task.ts';
import { utf8 } from '../../tools/agent-context.ts';
import { bodyOf, wordCount, type EmailDraft } from './email-draft.ts';
import type { EmailKit } from './email-kit.ts';
import { emailHtml } from './email-html.ts';
import { emailMarkdown, sequenceMarkdown } from './email-markdown.ts';
import { fitDraft } from './fit-limits.ts';
import { voiceDraft, voiceText } from './email-voice.ts';
import { subjectIdeas } from './subject-lines.ts';
import { countWord } from './copy-phrases.ts';
import { withDocumentNews } from './document-news.ts';
import { spreadAskedItems } from './asked-items.ts';
import { escapeRegExp } from '../../../../domain/escape-reg-exp.ts';

/**
 * An email task's answer from its drafts: each voiced and held to the brief's limits, the deliverable in
 * Markdown (the emails and nothing else), one sentence saying what it is, the blanks to fill and short advice
 * as notes, the facts' sources it used, an HTML file and a campaign card's content for a single email.
 */
export function emailOutput(kit: EmailKit, written: EmailDraft[], what: { noun: string; nounPlural?: string; angle: string; advice?: string[]; about?: boolean; documentNews?: boolean }): TaskOutput {
  // What the request asks a series to cover is said in one of its emails.
  const drafts = spreadAskedItems(kit, written);
  const keep = kit.offer?.verbatim ?? [];
  const limitNotes: string[] = [];
  const carried = drafts.map((d) => [d.subject, d.preview, bodyOf(d)].join('\n')).join('\n');
  // A note whose news the request gives carries no document's other statements (features are not news of a change).
  // (Nor does an email whose contents the request lists: what to bring, what to explain, what to mention.)
  const news = what.documentNews === false || dictatesContents(kit.points) ? drafts : withDocumentNews(drafts, kit, carried);
  // A regenerated email, or each email of a regenerated series, tells other facts than the versions already written
  // (and, in a series, than the emails before it).
  const earlier = kit.input.earlier ?? [];
  const renewed: EmailDraft[] = [];
  for (const d of news) renewed.push(earlier.length ? freshVersion(kit, d, earlier, renewed.map((r) => bodyOf(r))) : d);
  const finished = renewed.map((d) => {
    const fitted = fitDraft(voiceDraft(offerUpFront(saidOnce(toAroundLength(kit, d)), kit), kit.voice, keep, kit.variant), kit.brief.limits);
    limitNotes.push(...fitted.notes);
    return fitted.draft;
  });
  // ('Go with the third one and write the email': the subject line picked from the last answer is this email's.)
  if (kit.brief.picked && finished.length >= 1) finished[0] = { ...finished[0]!, subject: kit.brief.picked };
  const single = finished.length === 1 ? finished[0]! : null;
  const options = single ? subjectOptions(kit, single) : [];
  const deliverable = single ? emailMarkdown(single, options) : sequenceMarkdown(finished);
  const blanks = kit.ledger.blanksIn(deliverable);
  const notes = [
    ...blanksNote(blanks),
    ...longSentenceNote(deliverable, kit.voice.maxSentenceWords),
    ...[...new Set(limitNotes)],
    ...offerNotes(kit),
    ...new Set(kit.checks),
    ...languageNote(kit),
    ...(what.advice ?? []),
    ...(deliverable.includes('{{first_name}}') ? ['{{first_name}} is a merge tag: swap it for your email tool\'s own if it differs.'] : []),
  ];
  const words = finished.map((d) => wordCount(bodyOf(d)));
  return {
    summary: summaryOf(kit, finished.length, what.noun, what.nounPlural, what.about ?? true),
    deliverable,
    notes,
    used: kit.ledger.used(deliverable),
    steps: [{ tool: 'email', summary: `${finished.length === 1 ? what.noun : `${finished.length} ${what.nounPlural ?? `${what.noun}s`}`}, ${what.angle}; ${words.join(', ')} words` }],
    artifacts: single ? [{ type: 'email', subtype: 'html', filename: 'email.html', mimeType: 'text/html', data: utf8(emailHtml(single)) }] : [],
    ...(single ? { publishable: { kind: 'email' as const, title: single.subject, body: bodyOf(single) } } : {}),
  };
}

/**
 * Each sentence once in an email: a fact two blocks reach by different routes ('what it is' and 'what sets it apart'
 * quoting the same profile line) is said where it first comes; a block left empty goes.
 */
function saidOnce(draft: EmailDraft): EmailDraft {
  const seen = new Set<string>();
  const key = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
  const blocks = draft.blocks
    .map((b) => {
      if (b.text.includes('\n')) {
        // A list keeps its layout: a repeated line goes whole.
        const lines = b.text.split('\n').filter((l) => !/^\s*[-*]\s+/.test(l) || !seen.has(key(l.replace(/^\s*[-*]\s+/, ''))));
        for (const l of lines) seen.add(key(l.replace(/^\s*[-*]\s+/, '')));
        return { ...b, text: lines.join('\n') };
      }
      const sentences = b.text.split(/(?<=[.!?])\s+(?=[A-Z0-9"“*[])/).filter((sentence) => {
        const k = key(sentence);
        if (k.split(' ').length >= 4 && seen.has(k)) return false;
        seen.add(k);
        return true;
      });
      return { ...b, text: sentences.join(' ') };
    })
    .filter((b) => b.text.trim() && !/^[^\n]*:$/.test(b.text.trim()));
  return { ...draft, blocks };
}

/** The request's offer is in the subject or the first lines of every email: an offer block further down moves up under the opening. */
function offerUpFront(draft: EmailDraft, kit: EmailKit): EmailDraft {
  const offer = kit.offer;
  if (!offer || offer.verbatim.every((p) => draft.subject.includes(p) || draft.preview.includes(p))) return draft;
  const at = draft.blocks.findIndex((b) => b.role === 'offer');
  if (at <= 1) return draft;
  const blocks = [...draft.blocks];
  const [moved] = blocks.splice(at, 1);
  blocks.splice(1, 0, moved!);
  return { ...draft, blocks };
}

/** Subject line options when the request asks for several beside the email ('with three subject line options'): the email's own first. */
function subjectOptions(kit: EmailKit, draft: EmailDraft): string[] {
  const asked = kit.brief.deliverables.find((d) => /subject/.test(d.noun) && (d.count ?? 0) > 1)?.count ?? 0;
  if (!asked) return [];
  const keep = kit.offer?.verbatim ?? [];
  const ideas = subjectIdeas(kit).map((l) => voiceText(l.text, kit.voice, keep).replace(/\.$/, ''));
  // With an offer, every option carries it.
  const fitting = kit.offer ? ideas.filter((t) => keep.every((p) => t.includes(p) || !kit.offer!.short.includes(p))) : ideas;
  const all = [draft.subject, ...(draft.otherSubjects ?? []), ...fitting, ...ideas].filter((t, i, list) => list.findIndex((x) => x.toLowerCase() === t.toLowerCase()) === i);
  // 'subject lines of no more than 45 characters': a limit that short is the subject lines' (no email is that short).
  const max = kit.brief.limits.characters;
  const within = max && max < 100 ? all.filter((t) => t.length <= max) : all;
  return (within.length >= Math.min(asked, all.length) ? within : [...within, ...all.filter((t) => !within.includes(t))]).slice(0, Math.min(asked, 10));
}

/** 'Three nurture emails for practice managers who booked a demo, carrying 20% off the first month with code SPRING20.' */
export function summaryOf(kit: EmailKit, count: number, noun: string, plural?: string, withTopic = true): string {
  const what = count === 1 ? `${/^[aeiou]/i.test(noun) ? 'An' : 'A'} ${noun}` : `${capital(countWord(count))} ${plural ?? `${noun}s`}`;
  const about = withTopic && (kit.topic || kit.facts.product) ? ` about ${kit.product}` : '';
  const forWhom = kit.audience ? ` for ${kit.audience}` : kit.recipient ? ` to ${kit.recipient}` : '';
  // ('…, with code READY27 (by end of Feb)', never 'carrying with code …'.)
  const offer = kit.offer ? `, ${/^with\b/i.test(kit.offer.short) ? '' : 'carrying '}${kit.offer.short}${kit.offer.deadline ? ` (${kit.offer.deadline})` : ''}` : '';
  return `${what}${about}${forWhom}${offer}.`;
}

/** Sentences still over the voice's limit (a fact with no clause to split at): named, never passed off as on-brand. */
function longSentenceNote(copy: string, limit: number | null): string[] {
  if (!limit) return [];
  const long = copy
    .split('\n')
    .filter((l) => !/^(subject|preview):|^#/i.test(l.trim()))
    .flatMap((l) => l.replace(/^\s*([-*]|\d+\.)\s+/, '').replace(/^\*\*[^*]+\*\*\s*/, '').split(/(?<=[.!?])\s+/))
    .filter((s) => s.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length > limit);
  return long.length ? [`${long.length === 1 ? 'One sentence is' : `${long.length} sentences are`} over your voice's ${limit} words, because ${long.length === 1 ? 'it quotes a fact' : 'they quote facts'} with no natural break: "${long[0]!.slice(0, 80)}". Shorten ${long.length === 1 ? 'it' : 'them'} by hand.`] : [];
}

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** 'Fill in before sending: [price] (not in the space's facts: add it to your profile or a price list), [your name].' */
export function blanksNote(blanks: { label: string; where: string }[]): string[] {
  if (!blanks.length) return [];
  const said = (b: { label: string; where: string }) =>
    /sender/.test(b.where) ? `[${b.label}]` : /^the request/.test(b.where) ? `[${b.label}] (not in your request)` : `[${b.label}] (not in the space's facts: add it to ${b.where} and I will write it in)`;
  return [`Fill in before sending: ${blanks.map(said).join('; ')}.`];
}

/** An offer word the voice bans is kept, because the request asked for the offer as written: say so. */
function offerNotes(kit: EmailKit): string[] {
  if (!kit.offer) return [];
  const clash = kit.voice.avoid.filter((w) => kit.offer!.verbatim.some((p) => new RegExp(`\\b${escapeRegExp(w)}\\b`, 'i').test(p)));
  return clash.length ? [`The offer is written as you gave it, though your voice avoids "${clash.join('", "')}": reword it if you prefer.`] : [];
}

function languageNote(kit: EmailKit): string[] {
  const lang = kit.brief.language;
  return lang && lang !== 'en' ? [`This is written in English: the offline engine does not write in other languages (asked: ${lang}). Connect a model to write it in that language.`] : [];
}

import type { AgentTask, TaskInput, TaskOutput } from '../agent-task.ts';
import { applyVoice, bannedWordsIn } from '../../offline/voice-rules.ts';
import { utf8 } from '../../tools/agent-context.ts';
import { wordCount, type EmailDraft } from './email-draft.ts';
import { emailHtml } from './email-html.ts';
import { voiceText } from './email-voice.ts';
import { describeEdits, wordEdits } from './word-diff.ts';
import { claimBrokenBy } from '../../offline/avoided-claims.ts';
import { EmailKit } from './email-kit.ts';
import { capitalise, firstClause, firstSentenceOf } from './copy-phrases.ts';

/** A rewrite's versions: the draft in the voice, the same shortened to its point, or with its longest paragraph as a list. */
const ANGLES = ['faithful', 'shorter', 'scannable'] as const;

const CLOSING = /^(best|thanks|thank you|cheers|regards|kind regards|warm regards|best regards|sincerely|yours|all the best|many thanks)\b[^\n]*$/i;

interface Parts {
  subject: string | null;
  paragraphs: string[];
  /** The closing line and the name under it, as written. */
  closing: string | null;
}

/** A pasted draft's parts: an opening 'Subject:' line, its paragraphs, its closing. */
function partsOf(text: string): Parts {
  let rest = text.trim().replace(/\r\n/g, '\n');
  const subject = /^subject:\s*(.+)$/im.exec(rest.split('\n')[0] ?? '')?.[1]?.trim() ?? null;
  if (subject) rest = rest.split('\n').slice(1).join('\n').trim();
  const paragraphs = rest.split(/\n{2,}/).map((p) => p.trim()).filter(Boolean);
  // A one-paragraph draft with "Best, Ana" at its end: the closing is its own part.
  let closing: string | null = null;
  const last = paragraphs[paragraphs.length - 1];
  if (last && CLOSING.test(last.split('\n')[0]!.trim()) && last.length < 120) closing = paragraphs.pop()!;
  else if (last) {
    const m = /\s((?:best|thanks|cheers|regards|kind regards|warm regards|best regards|sincerely|all the best|many thanks)[,!]?\s*(?:\n[^\n]{0,60})?)$/i.exec(last);
    if (m && paragraphs.length && m.index! > 0) {
      paragraphs[paragraphs.length - 1] = last.slice(0, m.index).trim();
      closing = m[1]!.trim();
    }
  }
  return { subject, paragraphs, closing };
}

function sentencesIn(paragraph: string): string[] {
  return paragraph.split(/(?<=[.!?])\s+(?=[A-Z0-9"“*[])/).filter((s) => s.trim());
}

export const rewriteDraft: AgentTask = {
  id: 'email.rewrite',
  agent: 'email-agent',
  label: 'a rewrite of your draft',
  cues: ['rewrite', 're-write', 'edit', 'improve', 'polish', 'tighten', 'proofread', 'sound like us', 'make it sound', 'this draft', 'my draft', 'our draft', 'redo', 'fix this email', 'punch up'],
  delivers: ['rewrite', 'edit', 'draft'],
  starter: 'Rewrite this draft email in our voice: (paste the draft after a colon)',
  generate(input: TaskInput): TaskOutput {
    const original = input.brief.pasted?.trim() || input.referenced.find((r) => r.text.trim())?.text.trim() || '';
    if (!original) {
      return {
        summary: 'There is no draft to rewrite yet: paste it into your message after a colon or on the lines below your request, and I will rewrite it in your voice.',
        deliverable: '',
        notes: [],
        used: [],
        steps: [{ tool: 'rewrite', summary: 'no draft given' }],
        artifacts: [],
      };
    }
    // 'Another angle: lead with the waitlist' in the chat: the draft rebuilt around that, not the same rewrite again.
    const focus = input.brief.revision?.kind === 'angle' ? focusOf(input.brief.revision.detail) : null;
    const angle = focus ? 'focused' : ANGLES[input.variant % ANGLES.length]!;
    const rules = input.voice;
    const parts = partsOf(original);
    // The plainest word every time: a regenerate differs by its structure, not by weaker synonyms.
    const voice = (text: string) => voiceText(applyVoice(text, rules, { tighten: true }).text, rules, []);
    let paragraphs = parts.paragraphs.map(voice).filter((p) => p.trim());
    if (focus) {
      // The facts about the focus lead; what the company is follows; the draft's own ask closes. The draft's
      // middle, which argued from another angle, goes.
      const kit = new EmailKit(input);
      const about = kit.factAbout(focus) ?? kit.statementsAbout(focus, 2).map((st) => sentenceOf(kit.said(st))).join(' ');
      const greeting = /^((?:hi|hello|dear|hey)\b[^,.!?\n]{0,40})[,.!]*/i.exec(paragraphs[0] ?? '')?.[1]?.trim() ?? null;
      const body = paragraphs.join(' ').replace(/^((?:hi|hello|dear|hey)\b[^,.!?\n]{0,40})[,.!]*\s*/i, '');
      const all = sentencesIn(body);
      const ask = all.filter((x) => /\b(book|reply|call|visit|sign up|start|try|join|get in touch|contact|see|order|claim|register)\b/i.test(x)).slice(-1);
      const described = input.facts.description ? firstSentenceOf(input.facts.description) : null;
      const what = described && described.split(/\s+/).length <= 20 ? `${described.replace(/[.]+$/, '')}.` : kit.whatItIs();
      paragraphs = [greeting ? `${greeting},` : null, about ? voice(about) : null, what ? voice(what) : null, ...(ask.length ? ask : all.slice(-1))].filter((x): x is string => !!x && !!x.trim());
    }
    if (angle === 'shorter') {
      // To its point: each paragraph keeps its first two sentences, and the last keeps its closing ask.
      paragraphs = paragraphs.map((p, i) => {
        const all = sentencesIn(p);
        if (/^\s*[-*]\s/m.test(p) || all.length <= 2) return p;
        return (i === paragraphs.length - 1 ? [all[0]!, all[all.length - 1]!] : all.slice(0, 2)).join(' ');
      });
    } else if (angle === 'scannable') {
      const body = paragraphs.map((p, i) => ({ p, i })).filter(({ p }) => !/^(hi|hello|dear|hey)\b[^.!?\n]{0,40},?$/i.test(p) && sentencesIn(p).length >= 3);
      const longest = body.sort((x, y) => sentencesIn(y.p).length - sentencesIn(x.p).length)[0];
      if (longest) {
        const [lead, ...rest] = sentencesIn(longest.p);
        paragraphs[longest.i] = `${lead}\n${rest.map((s) => `- ${s.replace(/[.]$/, '')}`).join('\n')}`;
      }
    }
    const limit = input.brief.limits.words;
    if (limit) {
      const total = () => wordCount(paragraphs.join('\n\n'));
      for (let guard = 0; total() >= limit && guard < 200; guard++) {
        const i = paragraphs.map((p, k) => ({ k, n: sentencesIn(p).length })).filter((x) => x.n > 1).sort((x, y) => y.n - x.n)[0]?.k;
        if (i === undefined) break;
        paragraphs[i] = sentencesIn(paragraphs[i]!).slice(0, -1).join(' ');
      }
    }
    // Another version is more than the same sentences cut or listed: it opens on what sets the company apart (or what
    // it is) from the space's facts, and closes on an easy reply, so it reads as a second take on the same email.
    if (angle !== 'faithful' && angle !== 'focused') {
      const kit = new EmailKit(input);
      // A short line: the description's first sentence when it is short, else what sets the company apart, its first clause.
      const described = input.facts.description ? firstSentenceOf(input.facts.description) : null;
      const short = described && described.split(/\s+/).length <= 16 ? `${described}.` : null;
      const apart = input.facts.differentiator ? `${capitalise(firstClause(input.facts.differentiator))}.` : null;
      const lead = angle === 'shorter' ? (short ?? apart ?? kit.whatItIs()) : (apart ?? short ?? kit.whatItIs());
      if (lead) {
        const greeting = /^((?:hi|hello|dear|hey)\b[^,.!?\n]{0,40})([,.!]*)\s*/i.exec(paragraphs[0] ?? '');
        const voicedLead = voice(lead);
        if (greeting) {
          const rest = paragraphs[0]!.slice(greeting[0].length).replace(/^[\s,.;:!]+/, '').trim();
          paragraphs.splice(0, 1, `${greeting[1]!.trim()},`, voicedLead, ...(rest ? [rest] : []));
        } else paragraphs.unshift(voicedLead);
      }
      paragraphs.push(voice(angle === 'shorter' ? 'Any questions? Just reply to this email.' : 'Happy to help if anything is unclear: just reply.'));
    }
    const closing = rules.signOff ?? (parts.closing ? voice(parts.closing) : null);
    const subject = parts.subject ? voice(parts.subject).replace(/\.$/, '') : null;
    const body = [...paragraphs, ...(closing ? [closing] : [])].join('\n\n');
    const after = [subject ? `Subject: ${subject}` : null, body].filter(Boolean).join('\n\n');
    const before = [parts.subject ? `Subject: ${parts.subject}` : null, ...parts.paragraphs, ...(parts.closing ? [parts.closing] : [])].filter(Boolean).join('\n\n');
    // What a rule forbids is not repeated in the answer: an edit that took out a forbidden claim is named by its opening words.
    const edits = describeEdits(wordEdits(before, after), 8, (e) => {
      const rule = e.before ? claimBrokenBy(e.before, rules.claims ?? []) : null;
      if (!rule) return null;
      // Named from the first word that went (the words both sides share are still there).
      const was = e.before.split(/\s+/);
      const now = e.after.split(/\s+/);
      let at = 0;
      while (at < was.length - 1 && at < now.length && was[at]!.toLowerCase() === now[at]!.toLowerCase()) at++;
      const opening = was.slice(at, at + 3).join(' ').replace(/[,;:.!?]+$/, '');
      // (The rule itself repeats the claim, so it is referred to, not quoted.)
      return `Removed a claim your voice's rules forbid: the words that began "${opening}…"`;
    });
    const left = bannedWordsIn(after, rules);
    const words = [wordCount(before), wordCount(after)];
    const draft: EmailDraft | null = subject ? { job: null, timing: null, subject, preview: '', greeting: '', blocks: [{ role: 'body', text: paragraphs.join('\n\n'), weight: 100 }], cta: '', signOff: closing ?? '' } : null;
    return {
      summary: `Your draft, rewritten${input.savedVoice ? ' in your saved voice' : ''}${focus ? ` around ${focus}` : angle === 'shorter' ? ' and cut to its point' : angle === 'scannable' ? ' with its longest paragraph as a list' : ''}: ${words[0]} words before, ${words[1]} now.`,
      deliverable: after,
      notes: [
        // A version written for a follow-up is compared with the chat's previous answer, where the engine says what changed.
        ...(focus ? [] : ['**What changed**']),
        ...(focus ? [] : edits.length ? edits.map((e) => `- ${e}`) : ['- Nothing: the draft already follows the voice rules I can check.']),
        ...(left.length ? [`Still contains ${left.join(', ')}: reword by hand.`] : []),
        ...(limit && words[1]! >= limit ? [`It is ${words[1]} words, over the ${limit} asked: cut a paragraph by hand.`] : []),
      ],
      used: [],
      steps: [{ tool: 'rewrite', summary: `${angle}; ${edits.length} edit${edits.length === 1 ? '' : 's'}; ${words[0]} → ${words[1]} words` }],
      artifacts: draft ? [{ type: 'email', subtype: 'html', filename: 'email.html', mimeType: 'text/html', data: utf8(emailHtml(draft)) }] : [],
      ...(subject ? { publishable: { kind: 'email' as const, title: subject, body } } : {}),
    };
  },
};

/** 'lead with the waitlist backfill' gives 'the waitlist backfill'. */
function focusOf(detail: string | null | undefined): string | null {
  const topic = detail?.replace(/^(?:and\s+)?(?:lead|open|start|begin)\s+(?:with|on)\s+|^(?:focus|concentrate)\s+on\s+|^(?:make it\s+)?about\s+/i, '').replace(/[.!]+$/, '').trim();
  return topic || null;
}

function sentenceOf(text: string): string {
  const t = text.trim();
  return t && !/[.!?]$/.test(t) ? `${t}.` : t;
}

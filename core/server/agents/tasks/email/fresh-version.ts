import { repeatedShare, repeatsEarlier } from '../distinct-version.ts';
import { bodyOf, KEEP, type Block, type EmailDraft } from './email-draft.ts';
import type { EmailKit } from './email-kit.ts';
import { dictatesContents } from './request-points.ts';
import { escapeRegExp } from '../../../../domain/escape-reg-exp.ts';

/** Above this share of repeated sentences a regenerated email still reads as the earlier one. */
const STILL_THE_SAME = 0.3;
/** New facts are the least needed of the email: a word limit cuts them first. */
const FRESH_WEIGHT = 35;

/**
 * A regenerate is another email, not the earlier one's sentences in a new order. Its structure already differs;
 * what it must still say (the opening, the offer with its code and date, the call to action) stays, and of the rest
 * it leaves out what an earlier version said (least needed first) and tells what they did not: another customer
 * result, what sets the company apart, what it works with, other features.
 */
export function freshVersion(kit: EmailKit, draft: EmailDraft, earlier: readonly string[], siblings: readonly string[] = []): EmailDraft {
  if (!earlier.length) return draft;
  let blocks = draft.blocks;
  const textOf = (bs: Block[]) => [draft.subject, draft.preview, bodyOf({ ...draft, blocks: bs })].join('\n');
  const must = mustSay(kit);
  // What the request dictated (a newsletter's stories, an item to mention) is the email whatever version it is: kept,
  // and never padded with facts nobody asked for.
  const dictated = dictatesContents(kit.points);
  const asked = (b: Block) => dictated && /^(?:story|list|numbered|asked)$/.test(b.role);
  for (const b of [...blocks].filter((x) => x.weight < KEEP && !asked(x)).sort((x, y) => x.weight - y.weight)) {
    if (repeatedShare(textOf(blocks), earlier.join('\n')) <= STILL_THE_SAME) break;
    // An event's details keep when it is (the first dated line); its other figures may give way to new facts.
    const details = /^details?$/.test(b.role);
    const units = unitsOf(b.text);
    const when = details ? units.find((u) => must.dated.test(u.text)) : undefined;
    const needed = (u: { text: string }) => u === when || must.always.test(u.text) || (!details && (must.dated.test(u.text) || must.priced.test(u.text)));
    const kept = units.filter((u) => u.lead || needed(u) || !repeatsEarlier(u.text, earlier));
    const left = kept.some((u) => !u.lead) ? kept.map((u) => u.text).join(b.text.includes('\n') ? '\n' : ' ') : '';
    blocks = left.trim() ? blocks.map((x) => (x === b ? { ...x, text: left } : x)) : blocks.filter((x) => x !== b);
  }
  // Two new facts; a third while the email still repeats more than it tells.
  const added: Block[] = [];
  let proofAdded = false;
  for (const { text, proof } of dictated ? [] : freshFacts(kit)) {
    // One customer's story at a time: three results in a row read as a list, not an email.
    if (proof && proofAdded) continue;
    if (added.length >= 3 || (added.length >= 2 && repeatedShare(textOf([...blocks, ...added]), earlier.join('\n')) <= STILL_THE_SAME)) break;
    if (repeatsEarlier(text, earlier) || repeatsEarlier(text, [...siblings, textOf([...blocks, ...added])])) continue;
    added.push({ role: 'fresh', text, weight: FRESH_WEIGHT });
    proofAdded ||= proof;
  }
  // Before a PS, which stays where readers look last.
  const ps = blocks.filter((b) => b.role === 'ps');
  return { ...draft, blocks: [...blocks.filter((b) => b.role !== 'ps'), ...added, ...ps] };
}

const MONTH = '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\b';

/** What a version must say again whatever the earlier ones said: the offer's code and deal and links; dates and prices. */
function mustSay(kit: EmailKit): { always: RegExp; dated: RegExp; priced: RegExp } {
  const own = [kit.offer?.code, kit.offer?.deal].filter((x): x is string => Boolean(x)).map((x) => escapeRegExp(x));
  return {
    always: new RegExp([...own, 'https?:\\/\\/', '\\]\\('].join('|'), 'i'),
    // A day of the month next to its month ('13 March', 'March 13'), or a weekday: 'may' or 'market' alone is no date.
    dated: new RegExp(`\\b\\d{1,2}(?:st|nd|rd|th)?\\s+${MONTH}|${MONTH}\\s+\\d{1,2}\\b|\\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\\b`, 'i'),
    priced: /[$£€]\s?\d|\d\s?(?:p|c)\b/,
  };
}

/** A block's units: list lines (a lead-in line ending in ':' leads them) or sentences. */
function unitsOf(text: string): { text: string; lead: boolean }[] {
  if (text.includes('\n')) return text.split('\n').filter((l) => l.trim()).map((l) => ({ text: l, lead: /:\s*$/.test(l) && !/^\s*[-*]/.test(l) }));
  return text.split(/(?<=[.!?])\s+(?=[A-Z“"*])/).map((s) => ({ text: s, lead: false }));
}

/** Facts an email can carry that its structure may not have told: customer results, what sets it apart, what it works with, features. */
function freshFacts(kit: EmailKit): { text: string; proof: boolean }[] {
  const proofs = kit.proofs().map((_, i) => kit.proof(i));
  const features = kit.features(3, 3);
  const others = [
    kit.difference(),
    kit.differenceAt(1),
    kit.integrations(),
    kit.trialTerm() ? `${kit.trialTerm()!.replace(/^./, (c) => c.toUpperCase())}.` : null,
    features.length >= 2 ? ['Also included:', ...features.map((f) => `- ${f}`)].join('\n') : null,
  ];
  return [...proofs.map((text) => ({ text, proof: true })), ...others.map((text) => ({ text, proof: false }))].filter((f): f is { text: string; proof: boolean } => Boolean(f.text?.trim()));
}

import type { TaskOutput } from './agent-task.ts';
import type { FactSheet } from '../facts/fact-sheet.ts';
import { documentItems } from '../facts/document-items.ts';

/**
 * 'Is it fair to say we have one of the best pass rates in Sheffield?', 'Can we call ourselves the No.1 groomer in
 * Bristol?': a claim the owner wants to make, checked against what the space holds. A claim that beats others (best,
 * No.1, leading, cheapest, better than) needs a comparison the space has; without one the answer is no, with the
 * space's own figures as what can be said instead. Any other claim is backed by a line of the documents, or not.
 */
const ASKED = /\b(?:is it (?:fair|ok|okay|safe|accurate|true|right|honest|legal|fine) to (?:say|claim|write|call (?:us|ourselves))|can (?:we|i) (?:honestly |legally |safely )?(?:say|claim|call (?:us|ourselves)|write|put)|could we (?:say|claim|call (?:us|ourselves))|are we allowed to (?:say|claim)|would it be (?:fair|ok|okay|honest) to (?:say|claim))\s+(?:that\s+)?(.+?)\s*\??\s*$/i;
const BEATS = /\b(?:best|No\.?\s?1|number one|#1|leading|top|cheapest|fastest|biggest|largest|finest|greatest|friendliest|highest|lowest|quickest|safest|most|only|better|more \w+ than|unbeaten|unrivalled|unmatched)\b/i;
/** A line that says no comparison was made ('We have NOT compared ourselves with other schools'). */
export const NOT_COMPARED = /\b(?:not|never|haven'?t|have not|didn'?t|did not)\s+(?:been\s+)?compared\b|\bno (?:public )?(?:league table|ranking|comparison)s?\b|\bonly have our own (?:numbers|figures|data)\b/i;
/** A line that compares ('against about 48% nationally', 'ranked 2nd', 'Winner, Bristol Business Awards 2024'). */
const COMPARES = /\b(?:national(?:ly)?|average|compared (?:with|to)|than (?:other|any|the)|ranked|league|award|winner|voted)\b/i;
export const OWN_FIGURE = /\d(?:[\d,.]*)\s*(?:%|stars?|\/\s?5|out of 5|reviews?)|\b\d[\d,]*\s+(?:customers|clients|pupils|patients|members|people|families|orders|bookings|passes)\b|\b(?:up|down|rose|grew|fell) from\s+[$£€]?\d/i;

export function askedClaim(request: string, facts: FactSheet, documents: readonly { title: string; text: string }[]): TaskOutput | null {
  const asked = ASKED.exec(request.trim().split(/\n/)[0]!);
  if (!asked) return null;
  const claim = asked[1]!.replace(/^["“'‘]|["”'’.]$/g, '').replace(/["“”]/g, '').trim();
  if (claim.split(/\s+/).length < 2) return null;
  const lines = documents.flatMap((doc) => documentItems(doc.text).map((item) => ({ text: item.text, title: doc.title })));
  const seen = new Set<string>();
  const unique = lines.filter((l) => (seen.has(l.text) ? false : (seen.add(l.text), true)));
  const quote = (l: { text: string; title: string }) => `"${l.text.replace(/^NB:\s*/i, '').replace(/[.]+$/, '')}." _(${l.title})_`;
  const own = unique.filter((l) => OWN_FIGURE.test(l.text) && !NOT_COMPARED.test(l.text) && !/\?$/.test(l.text)).slice(0, 3);
  const instead = own.length ? ['', 'What you can say, from your own figures:', ...own.map((l) => `- ${quote(l)}`)] : ['', 'Your space holds no figure of your own to say instead: add your results or reviews to the knowledge base.'];
  if (BEATS.test(claim)) {
    const denied = unique.find((l) => NOT_COMPARED.test(l.text));
    const compared = unique.filter((l) => COMPARES.test(l.text) && /\d/.test(l.text) && !NOT_COMPARED.test(l.text)).slice(0, 2);
    const lines = [
      `**No, not as it stands.** "${claim}" says you beat others, and nothing in your space compares you with them${denied ? `; your own notes say so: ${quote(denied)}` : '.'}`,
      ...(compared.length ? ['', 'What your documents do compare, and so what you can claim:', ...compared.map((l) => `- ${quote(l)}`)] : []),
      ...instead,
      '',
      'A claim that you are the best or the first needs an outside comparison you can show (a published ranking, an award, a survey); until then, a figure of your own says more and cannot be challenged.',
    ];
    return output(lines.join('\n'));
  }
  // Any other claim: a line of the documents that says it, word for word or nearly.
  const words = new Set((claim.toLowerCase().match(/[a-z0-9][a-z0-9'-]{2,}/g) ?? []).filter((w) => !/^(?:the|and|our|we're|are|for|with|you|your|have|has|that|this|its|it's)$/.test(w)));
  const backing = unique
    .map((l) => ({ l, n: [...words].filter((w) => l.text.toLowerCase().includes(w)).length }))
    .filter((x) => words.size && x.n >= Math.max(2, Math.ceil(words.size * 0.6)))
    .sort((a, b) => b.n - a.n)[0];
  const profile = [facts.differentiator, facts.description].find((t) => t && [...words].filter((w) => t.toLowerCase().includes(w)).length >= Math.max(2, Math.ceil(words.size * 0.6)));
  if (backing) return output([`**Yes, your documents back it:** ${quote(backing.l)}`, '', 'Say it as they do, and keep the figure with it.'].join('\n'));
  if (profile) return output([`**Yes, as your profile puts it:** "${profile.replace(/[.]+$/, '')}." _(Space profile)_`, '', 'A document that shows it (a results sheet, reviews) makes it stronger.'].join('\n'));
  return output([`**Not from what your space holds.** Nothing in your profile or documents says "${claim}", so I can't back it.`, ...instead].join('\n'));
}

function output(text: string): TaskOutput {
  return {
    summary: 'Checked against your profile and documents:',
    deliverable: text,
    notes: [],
    used: [],
    steps: [{ tool: 'revision', summary: 'claim checked against the space' }],
    artifacts: [],
  };
}

import type { AgentTask, TaskInput } from '../agent-task.ts';
import { EmailKit } from '../email/email-kit.ts';
import { pricedInCallToAction } from './priced-call-to-action.ts';
import { voiceText } from '../email/email-voice.ts';
import { capitalise, keywordsOf, sentence } from '../email/copy-phrases.ts';
import { countWord } from '../english-phrases.ts';
import { parseCount } from '../../brief/parse-count.ts';
import { phoneNumberIn } from '../phone-number.ts';

/**
 * Copy for a printed piece people hold (a leaflet, a flyer, a door drop, a postcard): a headline, body copy of the
 * length asked and a call to action, written as sentences from the facts. The hook the request names is said with
 * what the documents add to it; what it asks to mention is in the body; nothing else pads it. A regenerate leads
 * from another angle (the hook, the reader, what sets the business apart) and orders the body to match.
 */

const PIECES = ['leaflet', 'flyer', 'door drop', 'door-drop', 'postcard', 'mailer', 'handout', 'insert', 'notice', 'noticeboard card', 'card for the noticeboard'];
const ANGLES = ['hook', 'reader', 'difference'] as const;
type Angle = (typeof ANGLES)[number];

/** 'The hook is that a first health check for new clients is £25 — details are on …': the user's own hook. */
function hookOf(request: string): string | null {
  const said = /\b(?:the\s+)?(?:hook|main message|big idea|headline offer|lead message)\s+(?:is|should be|will be)\s*:?\s*(?:that\s+)?([^.;—–]+)/i.exec(request)?.[1];
  return said ? said.trim().replace(/[,\s]+$/, '') : null;
}

/** Whom a door drop reaches: 'to the new houses on Millbrook Meadows' gives the place and whether they just moved in. */
function placeOf(request: string): { place: string; newcomers: boolean } | null {
  const m = /\b(?:door[- ]drop|leaflet drop|delivered|drop)\s+(?:to|on|in|around)\s+(?:the\s+)?((?:new\s+)?(?:houses|homes|flats|estate|streets?|build|development)\s+(?:on|in|at|around)\s+([A-Z][\w'-]*(?:\s+[A-Z][\w'-]*){0,3})|([A-Z][\w'-]*(?:\s+[A-Z][\w'-]*){0,3}))/.exec(request);
  if (!m) return null;
  return { place: (m[2] ?? m[3])!, newcomers: /\bnew\s+(?:houses|homes|flats|estate|build|development)\b|\bjust moved\b|\bnew (?:residents|neighbours|neighbors)\b/i.test(request) };
}

/** Body words asked ('about 60 words of body copy'), else a leaflet's usual 60. */
function bodyWords(request: string, limit: number | null): number {
  const m = /\b(?:about|around|roughly|up to|under|max(?:imum)?|no more than|at most)?\s*(\d{2,3})\s+words\b/i.exec(request);
  return Number(m?.[1] ?? limit ?? 60);
}

/** The document's sentence that states the hook's own figure ('£25'), with the words around it: the hook as the facts say it. */
function statedWith(kit: EmailKit, hook: string): string | null {
  const amount = /[£$€]\s?\d[\d,.]*/.exec(hook)?.[0];
  if (!amount) return null;
  for (const st of kit.statements) {
    const one = st.text.split(/(?<=[.!?])\s+/).find((t) => t.includes(amount));
    if (one) return kit.said({ ...st, text: one });
  }
  return null;
}

/** A printed piece asked with its parts ('an A5 leaflet: headline, 3 bullet points and a call to action'), not headline options. */
export function isPrintedPieceWithParts(request: string): boolean {
  const named = PIECES.some((p) => new RegExp(`\\b${p}s?\\b`, 'i').test(request));
  const parts = [/\bheadline\b/i, /\bbullet(?:s| points?)?\b/i, /\bcall to action\b|\bcta\b/i, /\bbody(?: copy)?\b/i, /\btear[- ]?off/i].filter((re) => re.test(request)).length;
  return named && parts >= 2 && !/\b(?:\d+|two|three|four|five|six|seven|eight|nine|ten)\s+(?:headline|headline options)s?\b/i.test(request);
}

/**
 * What the documents or the fact sheet say of the piece's subject, a clause each: the statement that names it
 * ('Frame-your-own evening class, 3 hours, £45 per person, materials included') cut at its commas.
 */
function topicClauses(kit: EmailKit, topic: string): string[] {
  const found = kit.statementsAbout(topic, 1).map((st) => kit.said(st));
  if (!found.length) {
    const own = keywordsOf(kit.company);
    const wanted = [...keywordsOf(topic)].filter((w) => !own.has(w) && w.length > 3);
    const facts = [...kit.facts.prices, ...kit.facts.features, ...kit.facts.terms];
    const best = facts.map((f) => ({ f, n: wanted.filter((w) => keywordsOf(`${'plan' in f ? (f.plan ?? '') : ''} ${f.text}`).has(w)).length })).filter((x) => x.n > 0).sort((a, b) => b.n - a.n)[0];
    if (best) {
      kit.ledger.use(best.f);
      found.push(best.f.text);
    }
  }
  return found
    .flatMap((text) => text.replace(/[.]+$/, '').split(/,\s+|\.\s+/))
    // ('Wedding dress fitting: £180': the subject heads the leaflet already; its price is the point.)
    .map((c) => c.trim().replace(/^[^:]{2,40}:\s+(?=[£$€]\s?\d)/, ''))
    .filter((c) => c.split(/\s+/).length >= 2 || /^[£$€]\s?\d/.test(c))
    .map((c) => sentence(capitalise(c)));
}

/** Bullet points asked ('3 bullet points', 'three bullets'), or null. */
function bulletsAsked(request: string, limit: number | null): number | null {
  const m = /\b(\d{1,2}|one|two|three|four|five|six)\s+(?:short\s+)?bullet(?:s| points?)\b/i.exec(request);
  return parseCount(m?.[1]) ?? (m ? null : /\bbullet(?:s| points?)\b/i.test(request) ? limit ?? 3 : null);
}

const words = (text: string) => text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;

export const printCopyTask: AgentTask = {
  id: 'creative.print-copy',
  agent: 'creative-agent',
  label: 'leaflet or flyer copy',
  // Its own shape, a headline over body copy of so many words: a leaflet of bullet points or headline options is
  // written by the tasks for those pieces.
  cues: ['door drop', 'door-drop', 'leaflet drop', 'letterbox', 'words of body copy', 'words of body', 'words of copy', 'body copy of', 'body copy', 'call to action'],
  delivers: ['door drop', 'leaflet copy', 'flyer copy', 'postcard copy', 'one-pager'],
  starter: 'Write an A5 leaflet for a door drop: a headline, about 60 words of body copy and a call to action',
  generate(input: TaskInput) {
    const kit = new EmailKit(input);
    const request = kit.brief.request;
    const angle: Angle = ANGLES[kit.variant % ANGLES.length]!;
    const where = placeOf(request);
    const hook = hookOf(request);
    // What the documents say of the hook ('Your first health check with us costs £25 (a standard consultation is
    // normally £52)'), else the hook in the user's words, said as a sentence.
    const hookFact = hook ? statedWith(kit, hook) ?? kit.answerTo(hook) ?? kit.factAbout(hook) : null;
    const hookLine = hook ? sentence(capitalise(hookFact ?? hook)) : kit.offer ? sentence(capitalise(`${kit.offer.short}${kit.offer.deadline ? ` ${kit.offer.deadline}` : ''}`)) : null;
    // 'Mention the separate cat waiting room': each thing asked for, from the facts (or a marked blank).
    const asked = kit.points
      .filter((p) => p.kind === 'item' && p.verb !== null && /^(?:mention|include|say|add|highlight|feature|explain)$/.test(p.verb))
      .map((p) => kit.answerTo(p.text) ?? kit.factAbout(p.text) ?? kit.ledger.blank(p.text, 'the request'))
      .map((t) => sentence(capitalise(t.replace(/^[A-Z][a-z]+:\s+(?=[a-z])/, ''))));
    const welcome = where?.newcomers ? `New to ${where.place}? Welcome to the neighbourhood.` : where ? `Hello, ${where.place}.` : null;
    const what = kit.whatItIs(kit.company);
    const difference = kit.difference();
    const proof = kit.proof();
    const first =
      angle === 'hook' && hook
        ? capitalise(hook.replace(/^(?:a|an|the)\s+/i, '').replace(/\s+is\s+/, ': '))
        : angle === 'reader' && where
          ? where.newcomers
            ? `New to ${where.place}? Meet ${kit.company}`
            : `For everyone in ${where.place}`
          : difference
            ? capitalise(difference.split(/(?<=[.!?])\s+|,\s+/)[0]!.replace(/[.!?]$/, ''))
            : kit.company;
    // What it costs belongs on a leaflet as much as what it is: after the rest, when the length has room.
    const priced = kit.price(false);
    // Each angle opens on its own thing, and the headline is never said again as the body's first line.
    const order: (string | null)[] =
      angle === 'hook' ? [welcome, hookLine, ...asked, what, difference, proof, priced] : angle === 'reader' && where ? [difference ?? what, hookLine, ...asked, proof, priced] : [welcome, hookLine, ...asked, proof, what, priced];
    // ('a notice to find new owners': what the documents for those readers offer them fills the body after the rest.)
    if (kit.brief.audience) order.push(...[...kit.features(3), ...kit.facts.terms.slice(0, 3).map((t) => t.text)].map((f) => sentence(capitalise(f))));
    // Body to the length asked: the hook and what was asked to mention first, then what the facts add, whole sentences only.
    const target = bodyWords(request, kit.brief.limits.words);
    // 'about 60 words' may run a little over; 'no more than 40' may not.
    const slack = /\b(?:no more than|at most|max(?:imum)?|under|up to|not more than)\s+\d{2,3}\s+words\b/i.test(request) ? 1 : 1.15;
    const body: string[] = [];
    const must = new Set([welcome, hookLine, ...asked].filter((t): t is string => Boolean(t)));
    for (const text of order) {
      if (!text || body.includes(text) || text === first) continue;
      // A fact the body says already ('two learners per instructor', then 'What sets us apart: two learners per instructor') goes once.
      const own = [...keywordsOf(text)];
      const said = keywordsOf(body.join(' '));
      if (own.length && own.filter((w) => said.has(w)).length / own.length >= 0.6) continue;
      const voiced = voiceText(text, kit.voice, kit.offer?.verbatim ?? []);
      if (!voiced.trim()) continue;
      if (!must.has(text) && words([...body, voiced].join(' ')) > target * slack) continue;
      body.push(voiced);
    }
    // A headline the body's first line opens with ('Every tuner is qualified' over 'Every tuner is qualified, and …')
    // is said twice: the reader's problem heads it instead, when the profile gives one.
    const problem = kit.problem();
    // (Written for readers the request names, the headline stays and its sentence leaves the body: the profile's
    // problem may be another group's.)
    const said = voiceText(first, kit.voice, kit.offer?.verbatim ?? []).replace(/[.!?]+$/, '');
    if (kit.brief.audience && body[0]?.toLowerCase().startsWith(said.toLowerCase())) {
      const rest = body[0]!.slice(said.length).replace(/^[.!?]?\s*/, '');
      if (rest) body[0] = rest;
      else body.shift();
    }
    const headline = body[0] && body[0].toLowerCase().startsWith(first.toLowerCase()) && problem ? `${capitalise(problem)}?` : first;
    const link = kit.link();
    const phone = phoneNumberIn(kit.statements.map((s) => s.text));
    // Something people come in for (a check, a class, a taster) is booked; anything else is found out about.
    const ctaVerb = /\b(?:book|appointment|check|visit|register|consult|taster|class|course|session|lesson|workshop|trial|tour|treatment|fitting|repair|service)/i.test(`${request} ${hook ?? ''}`) ? 'Book' : 'Find out more';
    const reach = link || phone ? `${ctaVerb} at ${[link?.replace(/^https?:\/\/(?:www\.)?/, '').replace(/\/$/, ''), phone && `or call ${phone}`].filter(Boolean).join(' ')}` : `${ctaVerb}: ${kit.ledger.blank('your website or phone number', 'your profile')}`;
    // ('a call to action with the trouser hem price': that price, as the price list gives it, leads the call.)
    const ctaPrice = pricedInCallToAction(request, kit.facts.prices);
    const cta = ctaPrice ? `${ctaPrice}: ${reach.charAt(0).toLowerCase()}${reach.slice(1)}` : reach;
    const piece = PIECES.find((p) => new RegExp(`\\b${p}\\b`, 'i').test(request)) ?? 'leaflet';
    const fillIn = (deliverable: string) => {
      const blanks = kit.ledger.blanksIn(deliverable);
      return blanks.length ? [`Fill in before printing: ${blanks.map((b) => `[${b.label}] (${b.where})`).join('; ')}.`] : [];
    };
    // 'headline, 3 bullet points and a call to action': the body as that many short points, one fact each.
    const bullets = bulletsAsked(request, kit.brief.limits.bullets);
    if (bullets) {
      // A leaflet about one thing is headed by it, not by what sets the whole business apart.
      const topicHead = kit.topic && !hook ? `${capitalise(kit.topic.replace(/^(?:the|our|a|an)\s+/i, ''))} at ${kit.company}` : headline;
      const points: string[] = [];
      // What the documents say of the piece's subject ('the frame-your-own class': 3 hours, £45 per person, at most 8) comes first,
      // a clause a point, so the list is about the thing the leaflet sells.
      const aboutTopic = kit.topic ? topicClauses(kit, kit.topic) : [];
      for (const text of [...asked, hookLine, ...aboutTopic, what, difference, proof, priced, kit.trialTerm(), ...kit.features(4)]) {
        if (points.length >= bullets || !text) continue;
        const voiced = voiceText(text, kit.voice, kit.offer?.verbatim ?? []).trim();
        const own = [...keywordsOf(voiced)];
        const said = keywordsOf([topicHead, ...points].join(' '));
        if (!voiced || (own.length && own.filter((w) => said.has(w)).length / own.length >= 0.6)) continue;
        // A point is read at a glance: its first sentence, and no quotation (a review goes under the headline, not in a list).
        const one = voiced.split(/(?<=[.!?])\s+/)[0]!;
        if (/^["“]/.test(one) || one.split(/\s+/).length > 18) continue;
        points.push(one);
      }
      const missing = bullets - points.length;
      const list = [...points, ...Array.from({ length: Math.max(0, missing) }, () => kit.ledger.blank('one more point from your facts', 'a document or the profile'))];
      const deliverable = [`**Headline:** ${voiceText(topicHead, kit.voice, kit.offer?.verbatim ?? [])}`, `**Bullet points**\n\n${list.map((p) => `- ${p}`).join('\n')}`, `**Call to action:** ${cta}`].join('\n\n');
      return {
        summary: `Copy for ${/^[aeiou]/i.test(piece) ? 'an' : 'a'} ${piece}: a headline, ${countWord(bullets)} bullet point${bullets === 1 ? '' : 's'} and a call to action.`,
        deliverable,
        notes: [...fillIn(deliverable), 'Set the headline large, the points in a short list under it, and the call to action at the foot where it is seen last.'],
        used: kit.ledger.used(deliverable),
        steps: [{ tool: 'print_copy', summary: `${piece}, ${angle}-led; ${list.length} bullet points` }],
        artifacts: [],
      };
    }
    const bodyText = body.join(' ');
    // 'the text for 6 tear-off strips at the bottom': the same short line on each strip, who and how to reach them.
    const strips = parseCount(/\b(\d{1,2}|four|five|six|seven|eight|ten|twelve)\s+tear[- ]?off(?:\s+strips?|\s+tabs?)?\b/i.exec(request)?.[1]) ?? (/\btear[- ]?off/i.test(request) ? 8 : 0);
    const stripText = `${kit.company}: ${link || phone ? [phone, link?.replace(/^https?:\/\/(?:www\.)?/, '').replace(/\/$/, '')].filter(Boolean).join(' · ') : kit.ledger.blank('your phone number', 'your profile')}`;
    const deliverable = [`**Headline:** ${voiceText(headline, kit.voice, kit.offer?.verbatim ?? [])}`, `**Body** _(${words(bodyText)} words)_\n\n${bodyText}`, `**Call to action:** ${cta}`, ...(strips ? [`**Tear-off strips** (the same on each of the ${strips}, printed sideways)\n\n${Array.from({ length: strips }, (_, i) => `${i + 1}. ${stripText}`).join('\n')}`] : [])].join('\n\n');
    return {
      summary: `Copy for ${/^[aeiou]/i.test(piece) ? 'an' : 'a'} ${piece}${where ? ` for ${where.place}` : ''}: a headline, ${countWord(words(bodyText))} words of body copy and a call to action${hook ? ', led by your hook' : ''}.`,
      deliverable,
      notes: [
        ...fillIn(deliverable),
        'Set the headline large, the body in two or three short paragraphs, and the call to action at the foot where it is seen last.',
      ],
      used: kit.ledger.used(deliverable),
      steps: [{ tool: 'print_copy', summary: `${piece}, ${angle}-led; body ${words(bodyText)} words` }],
      artifacts: [],
    };
  },
};

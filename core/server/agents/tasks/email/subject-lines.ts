import { eventInRequest } from '../../brief/read-event.ts';
import type { AgentTask, TaskInput } from '../agent-task.ts';
import { EmailKit } from './email-kit.ts';
import { voiceText } from './email-voice.ts';
import { capitalise, sentence } from './copy-phrases.ts';
import { CONTAINERS, pieceOf } from '../../brief/deliverable-nouns.ts';
import { escapeRegExp } from '../../../../domain/escape-reg-exp.ts';

/** How many subject lines when the request gives no number. */
const DEFAULT_COUNT = 5;
const MAX_COUNT = 20;
/** Where a subject line starts to be cut off in most inboxes. */
const INBOX_LIMIT = 60;

interface Line {
  angle: string;
  text: string;
}

/**
 * The priced line or feature named by the topic ('Intro to Bouldering: 4 weekly sessions…, £75' for 'our Intro'):
 * its name, the words before its first colon or bracket, holds every word of the topic.
 */
function topicFact(kit: EmailKit, topic: string): string | null {
  const words = topic.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 2 && !/^(?:our|the|your|and|for|with|course|courses|class|classes|plan|plans|tier|package|launch|email)$/.test(w) && !kit.company.toLowerCase().includes(w));
  if (!words.length) return null;
  const named = [...kit.facts.prices, ...kit.facts.features].find((f) => {
    const name = f.text.split(/[:(—]/)[0]!.toLowerCase();
    return words.every((w) => new RegExp(`\\b${escapeRegExp(w)}`).test(name));
  });
  if (!named) return null;
  kit.ledger.use(named);
  return named.text;
}

/** Every angle the facts allow, each a different reason to open; the offer's lines come first when there is one. */
export function subjectIdeas(kit: EmailKit): Line[] {
  const { product, Product, company, offer } = kit;
  const problem = kit.problemShort();
  const lines: Line[] = [];
  // 'they need to get their records to us by 31 December to be covered by the deadline guarantee': what the reader
  // must do, and why, are the reasons to open a reminder, ahead of anything the facts say.
  const goal = !offer && kit.brief.goal ? kit.brief.goal.replace(/\b(their|his|her)\b/gi, 'your').replace(/\bthem\b/gi, 'you').trim() : null;
  if (goal) {
    // The action, then why ('… by 31 December to be covered by the guarantee', '… to keep your usual slot').
    const [act, why] = goal.split(/\s+(?:so that|so|in order to|to (?=(?:be|keep|stay|secure|avoid|make|save|lock|hold|qualify|claim|have)\b))\s*/i);
    lines.push({ angle: 'action', text: capitalise(act!.replace(/[.!]+$/, '')) });
    if (why) lines.push({ angle: 'action, why', text: `${capitalise(why.replace(/^be\s+/i, '').replace(/[.!]+$/, ''))}?` });
    lines.push({ angle: 'action, personal', text: `{{first_name}}, ${act!.replace(/[.!]+$/, '')}` });
  }
  // ('lead story is steam day on Sunday 2 June': the day and its date are the first reasons to open.)
  const event = eventInRequest(kit.brief.request);
  if (event) {
    lines.push({ angle: 'event', text: `${capitalise(event.name)}: ${event.date.replace(/,\s*\d.*$/, '')}` });
    lines.push({ angle: 'event, question', text: `Coming to ${event.name} on ${event.date.replace(/,\s*\d.*$/, '')}?` });
    lines.push({ angle: 'event, date', text: `${capitalise(event.date.replace(/,\s*\d.*$/, ''))}: ${event.name}` });
  }
  if (offer) {
    lines.push({ angle: 'offer', text: capitalise(offer.short) });
    lines.push({ angle: 'offer, personal', text: `{{first_name}}, ${offer.short}` });
    if (offer.deadline && (offer.deal ?? offer.short) !== offer.deadline) lines.push({ angle: 'offer, deadline', text: `${capitalise(offer.deal ?? offer.short)}, ${offer.deadline}` });
    if (offer.code) lines.push({ angle: 'offer, code', text: `Your code: ${offer.code}` });
    if (offer.code && offer.deal) lines.push({ angle: 'offer, code first', text: `${offer.code}: ${offer.deal} of ${product}` });
    lines.push({ angle: 'offer, question', text: `Want ${offer.deal ?? offer.short}?` });
  }
  // What the facts say of the email's own topic ('4 weekly sessions of 90 minutes, max 8 people per coach, £75'):
  // each short clause a concrete reason to open, ahead of the lines any email could carry.
  // When it runs ('our June Intro') is not what it is: the fact is found by the thing's own words.
  const when = /\b(?:january|february|march|april|may|june|july|august|september|october|november|december|spring|summer|autumn|winter|this|next|new|upcoming)\b/gi;
  const about = kit.topic ? topicFact(kit, kit.topic.replace(when, ' ').replace(/\s+/g, ' ').trim()) : null;
  if (about) {
    // A table row's column labels ('— Price: £360; Format: 2 weeks') are not reasons to open; '9.30am' is one time, not two clauses.
    const unlabelled = about.replace(/([;—–]\s*)[A-Z][\w' ]{1,20}:\s*/g, '$1');
    // ('£1,200 to £3,500': a comma between digits is part of the amount.)
    const clauses = unlabelled.split(/(?:(?<!\d),|,(?!\d)|[;:()—–])\s*|\.(?!\d)\s*|\s+(?:and|but)\s+/).map((c) => c.trim()).filter((c, i) => i > 0 && c.split(/\s+/).length <= 7 && /\w/.test(c));
    for (const clause of clauses) {
      // A price ('£75', '$129/month'), with what it buys after it ('for up to 10 chairs') as a line of its own.
      const priced = /^([$£€]\s?\d[\d,.]*(?:\s?(?:\/|a |an |per )\s?[a-z]+)?)\s*(.*)$/i.exec(clause);
      if (priced) {
        lines.push({ angle: 'price', text: `${Product} for ${priced[1]}` });
        lines.push({ angle: 'price, question', text: `What does ${priced[1]} get you?` });
        if (priced[2]) lines.push({ angle: 'detail', text: `${Product}, ${priced[2]}` });
      } else lines.push({ angle: 'detail', text: `${Product}: ${clause.charAt(0).toLowerCase()}${clause.slice(1)}` });
    }
  }
  const proof = kit.proofs()[0];
  if (proof) {
    // The figure that says the result ('38%', '£1,120'), not how long it took.
    // A figure of the story's setting ('a building with 220 members') is no result.
    const result = proof.figures.filter((f) => !proof.context?.includes(f));
    // A bare count ('14', '2') says nothing alone: the story's 'from 14 a month to 2' does, and a subject has no room for it.
    const figure = result.find((f) => /[%$£€]/.test(f)) ?? result.find((f) => !/\b(day|week|month|year|hour|minute)s?\b/i.test(f) && /\d/.test(f) && f.length > 1 && !/^[\d,.]+$/.test(f)) ?? null;
    const who = kit.proofWho();
    // A rating ('Google rating: 4.8 from 1,240 reviews') is the reviewers' score, not a result someone got; a figure is
    // said in words of the line, never in brackets after it.
    // (A score reads as one: '4.8 stars', '4.9 out of 5', 'rating: 4.7'; 'our first bookkeeping review' gives none.)
    const scored = /\b([1-5](?:\.\d)?)\s*(?:\/\s*5|out of 5|stars?)\b|\brat(?:ing|ed)\b[^.\d]{0,20}\b([1-5](?:\.\d)?)\b/i.exec(proof.text);
    const rating = Boolean(scored);
    const score = scored?.[1] ?? scored?.[2];
    const reviews = /\b([\d,]+)\s+reviews\b/i.exec(proof.text)?.[1];
    if (rating && score) lines.push({ angle: 'proof', text: reviews ? `Rated ${score} by ${reviews} reviewers` : `Rated ${score} by the people who tried it` });
    else lines.push({ angle: 'proof', text: who && figure ? `${figure}: how ${who} did it` : who ? `How ${who} did it` : `${figure ? `${figure}: ` : ''}the results behind ${product}` });
    kit.ledger.use(proof, who ?? figure ?? proof.text);
  }
  if (problem) {
    lines.push({ angle: 'problem', text: `Still dealing with ${problem}?` });
    lines.push({ angle: 'problem, direct', text: `No more ${problem}` });
  }
  if (product.toLowerCase() !== company.toLowerCase()) lines.push({ angle: 'news', text: `New from ${company}: ${product}` });
  lines.push({ angle: 'question', text: `Ready for ${product}?` });
  // A house rule ('Under-16s climb only with an adult') is no reason to open an email.
  for (const feature of kit.facts.features.filter((f) => !/\b(?:only|must|never|not|no|required|compulsory|mandatory)\b/i.test(f.text)).slice(0, 3)) {
    // The feature's head noun phrase: 'A waitlist that offers…' gives 'Waitlist'.
    const head = feature.text.split(/[,.;:–—(]|\s+(?:that|which|who|with|for|before|after|in|on|from|to|so|when)\s+/)[0]!.trim().replace(/^(?:a|an|the)\s+/i, '').split(/\s+(?=\S*\d)/)[0]!.split(/\s+/).slice(0, 6).join(' ');
    lines.push({ angle: 'benefit', text: `${capitalise(head)} with ${kit.offering}` });
    kit.ledger.use(feature, head);
  }
  // Questions, for a request that wants some of the lines asked ('at least half of them questions').
  lines.push({ angle: 'question, curiosity', text: `Have you seen ${product}?` });
  lines.push({ angle: 'question, benefit', text: `What could ${product} do for you?` });
  if (problem) lines.push({ angle: 'question, problem', text: `Is ${problem} slowing you down?` });
  lines.push({ angle: 'question, timing', text: `Is now the time for ${product}?` });
  lines.push({ angle: 'question, reason', text: `Why ${product}, and why now?` });
  lines.push({ angle: 'question, invitation', text: `Got a minute for ${product}?` });
  lines.push({ angle: 'question, curiosity', text: `Curious about ${product}?` });
  lines.push({ angle: 'question, look', text: `Is ${product} worth a look?` });
  lines.push({ angle: 'question, company', text: `What's new at ${company}?` });
  if (kit.audienceHead) lines.push({ angle: 'question, audience', text: `${capitalise(kit.audienceHead)}: ready for ${product}?` });
  lines.push({ angle: 'curiosity', text: `The one thing to know about ${product}` });
  lines.push({ angle: 'personal', text: `{{first_name}}, this one's for you` });
  lines.push({ angle: 'short', text: `${Product}, in one minute` });
  if (kit.audienceHead) lines.push({ angle: 'audience', text: `For ${kit.audienceHead}: ${product}` });
  lines.push({ angle: 'how-to', text: `How to get started with ${product}` });
  lines.push({ angle: 'reason', text: `Why ${company}?` });
  lines.push({ angle: 'invitation', text: `Take a look at ${product}` });
  lines.push({ angle: 'plain', text: `${Product}: the details` });
  return lines;
}

/** How many of the lines the request wants as questions ('at least half of them questions', '3 of them questions'). */
function questionsAsked(request: string, count: number): number {
  // 'a mix of questions and statements': about half of each.
  if (/\bmix(?:ture|ed)?\b[^.?!]{0,20}\bquestions?\b|\bquestions? and statements\b/i.test(request)) return Math.floor(count / 2);
  const m = /\b(at least\s+)?(half|all|most|a few|some|\d+|one|two|three|four|five)\s+(?:of them\s+)?(?:as\s+|are\s+|should be\s+)?questions?\b/i.exec(request);
  if (!m) return 0;
  const word = m[2]!.toLowerCase();
  const n = word === 'half' ? Math.ceil(count / 2) : word === 'all' ? count : word === 'most' ? Math.ceil(count * 0.7) : /^(a few|some)$/.test(word) ? Math.min(3, count) : Number(word) || ['one', 'two', 'three', 'four', 'five'].indexOf(word) + 1;
  return Math.min(count, n);
}

/** Questions and statements taken in turn, so the list reads varied. */
function interleave<T>(a: T[], b: T[]): T[] {
  const out: T[] = [];
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    if (i < a.length) out.push(a[i]!);
    if (i < b.length) out.push(b[i]!);
  }
  return out;
}

function rotate<T>(items: T[], by: number): T[] {
  return items.map((_, i) => items[(i + by) % items.length]!);
}

/** A line over the limit is cut at a word, never mid-word; the offer's code is never cut. */
function within(text: string, max: number): string {
  if (text.length <= max) return text;
  let cut = text.slice(0, max + 1).replace(/\s+\S*$/, '').replace(/[,:;–—-]\s*$/, '');
  // A line cut short ends on a word that can end one, never 'Is Threadwell Alterations &' or '…, in'.
  for (let prev = ''; prev !== cut; ) {
    prev = cut;
    cut = cut.replace(/[\s,:;–—-]+(?:and|or|&|with|for|to|of|the|a|an|from|by|in|on|at|is|are|was|your|our|its|their|this|that|what|how|why|when|\w+n't|off|up|out|into|who|which)$/i, '').replace(/[,:;–—-]\s*$/, '').trim();
  }
  cut = cut.replace(/^(?:is|are|ready for|what|how|why|when|the)\s+(?=\S+$)/i, '');
  // ('What could Threadwell Alterations?' asks nothing: the name alone is the line.)
  cut = cut.replace(/^(?:what|how|why|when)\s+(?:could|can|will|would|does|do|did|should)\s+/i, '');
  // A question cut short is still asked as one: 'Is Threadwell Alterations & Repairs?'.
  if (/\?$/.test(text) && /^(?:is|are|do|does|have|has|can|could|would|will|ready|what|why|how|when|who|which|still|need|want)\b/i.test(cut) && cut.length < max) cut = `${cut}?`;
  return cut.length >= 8 ? cut : text.slice(0, max);
}

export const subjectLines: AgentTask = {
  id: 'email.subject-lines',
  agent: 'email-agent',
  label: 'subject lines',
  // Only the words that say 'no email, just the lines' ('subject lines for the launch email' asks for lines, the email is their topic):
  // a subject line asked beside an email belongs to the email's task.
  cues: ['subject line for', 'subject lines only', 'subject line only', 'only subject lines', 'just subject lines', 'just the subject lines', 'no body', 'only the lines', 'without a body', 'without the body', 'just the lines'],
  delivers: ['subject line', 'subject'],
  starter: 'Give me 5 subject lines for our spring offer email',
  generate(input: TaskInput) {
    const kit = new EmailKit(input);
    // '9 options' beside 'subject lines': the options are the lines, so their number is the count asked.
    const asked = kit.brief.deliverables.find((d) => /subject/.test(d.noun))?.count ?? kit.brief.deliverables.find((d) => d.count && CONTAINERS.has(pieceOf(d.noun)))?.count ?? null;
    const count = Math.max(1, Math.min(MAX_COUNT, asked ?? DEFAULT_COUNT));
    // 'a subject line under 45 characters': that line's own limit first.
    const max = kit.brief.limits.subject ?? kit.brief.limits.characters ?? INBOX_LIMIT;
    const questions = questionsAsked(kit.brief.request, count);
    // Voiced first, so the length that counts is the one sent; a line over the limit is left out rather than cut mid-phrase.
    const voiced = subjectIdeas(kit)
      .map((l) => ({ ...l, text: voiceText(l.text, kit.voice, kit.offer?.verbatim ?? [], kit.variant).replace(/\.$/, '') }))
      // (A line the voice took out whole, 'Still dealing with …?' read as talking down, is no line.)
      .filter((l, i, all) => l.text.trim().split(/\s+/).length >= 2 && all.findIndex((x) => x.text.toLowerCase() === l.text.toLowerCase()) === i);
    // 'Don't mention price': no line carries a sum of money.
    const noPrice = /\b(?:don'?t|do not|no|never|without)\s+(?:mention(?:ing)?\s+|say(?:ing)?\s+)?(?:the\s+|a\s+|any\s+)?(?:price|prices|pricing|cost)\b/i.test(kit.brief.request);
    const fitting = voiced.filter((l) => l.text.length <= max && !(noPrice && /[$£€]\s?\d/.test(l.text)));
    const pool = fitting.length >= count ? fitting : [...fitting, ...voiced.filter((l) => l.text.length > max).map((l) => ({ ...l, text: within(l.text, max) }))];
    // The offer's lines lead in every version; the others are taken in turn, so a regenerate takes the lines the first left out.
    // So do the lines built on the topic's own facts.
    const offerLines = rotate(pool.filter((l) => /^(?:offer|detail|price|event)/.test(l.angle)), kit.variant * 2).slice(0, Math.min(Math.ceil(count / 2), count));
    const questionLines = pool.filter((l) => !offerLines.includes(l) && /\?$/.test(l.text));
    const told = pool.filter((l) => !offerLines.includes(l) && !/\?$/.test(l.text));
    const needQ = Math.max(0, questions - offerLines.filter((l) => /\?$/.test(l.text)).length);
    const take = (items: Line[], n: number): Line[] => (items.length ? Array.from({ length: Math.min(n, items.length) }, (_, i) => items[(kit.variant * n + i) % items.length]!) : []);
    const qs = take(questionLines, needQ);
    const rest = take(questions ? told : [...told, ...questionLines].sort((a, b) => pool.indexOf(a) - pool.indexOf(b)), count - offerLines.length - qs.length);
    const chosen = [...offerLines, ...interleave(qs, rest)];
    for (let i = 0; chosen.length < count && i < pool.length * 2; i++) {
      const l = pool[(kit.variant * count + i) % pool.length]!;
      if (!chosen.includes(l)) chosen.push(l);
    }
    // More asked for than there are angles: the same angles again, asked as questions.
    for (let i = 0; chosen.length < count; i++) chosen.push({ angle: `${pool[i % pool.length]!.angle}, question`, text: `${pool[i % pool.length]!.text.replace(/[?.!]$/, '')}?` });
    const seen = new Set<string>();
    const lines = chosen.slice(0, count).map((l) => {
      let text = l.text;
      while (seen.has(text.toLowerCase())) text = `${text} (${seen.size + 1})`;
      seen.add(text.toLowerCase());
      return { ...l, text };
    });
    // 'and preview text under 90 characters': each line with a preview that adds to it, never repeats it.
    const previewAsked = kit.brief.deliverables.some((d) => /preview|preheader/.test(d.noun)) || /\bpreview(?: text)?\b|\bpreheader\b/i.test(kit.brief.request);
    const previewMax = kit.brief.limits.preview ?? 90;
    const said = (t: string) => t.toLowerCase().replace(/[^a-z0-9£$€%]+/g, ' ').trim();
    // The offer's subject line is followed by what it is on, what that costs and when it ends.
    const until = kit.offer?.deadline ? kit.offer.deadline.replace(/^(?:by|until|before|ends?|ending)\s+/i, '') : null;
    const onWhat = kit.offer ? `${capitalise(kit.product)}${kit.plan ? ` is ${kit.plan.price}` : ''}; ${until ? `the offer ends ${until}` : 'the offer is on now'}.` : null;
    const previewIdeas = [onWhat, kit.offer?.phrasing(kit.variant) ?? null, kit.productLine ? sentence(kit.productLine) : null, kit.proof(kit.variant), kit.difference(), kit.situation ? `${capitalise(kit.situation)}: this one is for you.` : null]
      .filter((p): p is string => Boolean(p))
      .map((p) => within(voiceText(p, kit.voice, kit.offer?.verbatim ?? [], kit.variant), previewMax));
    const previewFor = (line: string, i: number) => previewIdeas.filter((p) => !said(p).includes(said(line)) && !said(line).includes(said(p)))[i % Math.max(1, previewIdeas.length)] ?? null;
    const deliverable = previewAsked
      ? lines.map((l, i) => {
          const preview = previewFor(l.text, i);
          const pair = [`**Subject line:** ${l.text} _(${l.text.length}/${max})_`, `**Preview text:** ${preview ?? kit.ledger.blank('a line that adds to the subject')} _(${(preview ?? '').length}/${previewMax})_`];
          return lines.length === 1 ? pair.join('\n') : `${i + 1}. ${pair.join('\n   ')}`;
        }).join('\n\n')
      : lines.map((l, i) => `${i + 1}. ${l.text}`).join('\n');
    const blanks = kit.ledger.blanksIn(deliverable);
    return {
      summary: `${lines.length} subject line${lines.length === 1 ? '' : 's'}${previewAsked ? ` with preview text` : ''}${kit.topic || kit.facts.product ? ` for an email about ${kit.product}` : ''}${kit.audience ? ` to ${kit.audience}` : ''}${kit.offer ? `, carrying ${kit.offer.short}` : ''}, each from a different angle.`,
      deliverable,
      notes: [
        `Angles: ${lines.map((l, i) => `${i + 1} ${l.angle}`).join('; ')}.`,
        ...(blanks.length ? [`Fill in: ${blanks.map((b) => `[${b.label}]`).join(', ')}.`] : []),
        `All under ${max} characters${kit.brief.limits.subject ?? kit.brief.limits.characters ? ', as asked' : ', so they show in full in most inboxes'}. Test two against each other on a slice of your list before sending to everyone.`,
      ],
      used: kit.ledger.used(deliverable),
      steps: [{ tool: 'subject_lines', summary: `${lines.length} subject lines (${[...new Set(lines.map((l) => l.angle.split(',')[0]))].join(', ')})` }],
      artifacts: [],
    };
  },
};

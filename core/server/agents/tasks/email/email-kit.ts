import { namesCustomerOf } from '../../facts/proof-facts.ts';
import type { Brief } from '../../brief/brief.ts';
import type { FactSheet, PriceFact, ProofFact } from '../../facts/fact-sheet.ts';
import type { VoiceRules } from '../../offline/voice-rules.ts';
import type { VariantPicker } from '../../offline/variant-picker.ts';
import { phoneNumberIn } from '../phone-number.ts';
import type { TaskInput } from '../agent-task.ts';
import { FactLedger } from './fact-ledger.ts';
import { factsWithPassages, statementsOf, type Statement } from './passage-facts.ts';
import { codeRedeemedAt, offerCopyOf, type OfferCopy } from './offer-copy.ts';
import { requestPointsOf, type RequestPoint, type Sender } from './request-points.ts';
import nlp from 'compromise';
import { isPluralName, lowerFirst, phraseProof, phraseTerm } from '../../facts/fact-phrases.ts';
import { cardOf, forWhom, includesText, planCardOf, type PlanCard } from './plan-card.ts';
import { variantNamed } from '../../facts/range-kinds.ts';
import { capitalise, firstClause, firstSentenceOf, inner, keywordsOf, listOf, nameAtHead, sentence, stemOf } from './copy-phrases.ts';
import { withIndefinite } from '../english-phrases.ts';
import { asInvitation, isInstruction, nounPhraseOf } from '../../brief/phrase-type.ts';
import { PURPOSE_VERB } from '../../brief/read-audience.ts';
import { isNumberComma, splitOutsideBrackets } from '../../tools/split-outside-brackets.ts';
import { escapeRegExp } from '../../../../domain/escape-reg-exp.ts';

const PEOPLE_WORDS = '(?:sign-?ups|signups|users|customers|clients|managers|subscribers|members|donors|supporters|volunteers|leads|owners|prospects|visitors|attendees|guests|students|patients|parents|families|buyers|shoppers|dentists|doctors|teams|founders|marketers|people|readers|followers|fans|partners|investors|employees|staff|registrants|trialists|homeowners|landlords|tenants|owner-\\w+)';
/** A noun phrase naming people ends in one of these ('new trial sign-ups', 'owner-dentists', 'lapsed donors'). */
const PEOPLE = new RegExp(`\\b${PEOPLE_WORDS}$`, 'i');

const NUMBER_WORDS = 'one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|twenty|thirty|sixty|ninety';

/** A document's labelled detail ('Date: Saturday 13 March', 'Owner: Hannah Price'): its label, then its value. */
export const LABELLED = /^([A-Z][A-Za-z ]{1,24}):\s+(.+)$/;

/**
 * Everything an email task writes from, read once: the brief's audience, offer and call to action, the space's
 * facts as short phrases, and the ledger that records which facts the copy used and which it had to leave blank.
 */
export class EmailKit {
  readonly brief: Brief;
  readonly facts: FactSheet;
  readonly voice: VoiceRules;
  readonly pick: VariantPicker;
  readonly variant: number;
  readonly ledger: FactLedger;
  readonly offer: OfferCopy | null;
  /** The company's name, or a marked blank. */
  readonly company: string;
  /** What the email is about, as a name for the middle of a sentence ('the Brew Club', 'ChairTime'). */
  readonly product: string;
  /** What the company sells, by name, whatever the request is about ('the Office Barista Bundle', else the company). */
  readonly offering: string;
  /** What it is, in one line, when known ('chair-scheduling software for dental practices'). */
  readonly productLine: string | null;
  /** Whom the email speaks to, as the request says it; never the product. */
  readonly audience: string | null;
  /** The audience's head noun phrase ('practice managers'). */
  readonly audienceHead: string | null;
  /** What the audience did, said to the reader ('you booked a demo'), when the request says it. */
  readonly situation: string | null;
  readonly recipient: string | null;
  /** Who signs it, when the request names them. */
  readonly sender: Sender | null;
  readonly points: RequestPoint[];
  readonly quoted: string[];
  /** What the email is about as the request names it (dates and sources aside); null when it names nothing. */
  readonly topic: string | null;
  /** Every statement of the documents read and the passages found, as written, for what no fact kind holds. */
  readonly statements: Statement[];
  /** Things to check that the writing found (a reader's worry matched to a fact): the answer's notes. */
  readonly checks: string[] = [];
  /** The feature that says what the topic is, when one does: the list of features leaves it out. */
  private topicFeature: string | null = null;
  /** The price row of the plan or product the request names ('the Everyday plan'), read into its pieces. */
  readonly plan: PlanCard | null;

  constructor(readonly input: TaskInput) {
    const brief = input.brief;
    // What retrieval found in the documents counts as facts too: a request need not name the price list it means.
    const facts = factsWithPassages(input.facts, input.passages ?? [], input.referenced ?? []);
    this.brief = brief;
    this.facts = facts;
    this.statements = statementsOf(input.referenced ?? [], input.passages ?? []);
    this.voice = input.voice;
    this.pick = input.pick;
    this.variant = input.variant;
    this.ledger = new FactLedger(facts);
    this.offer = offerCopyOf(brief.offer, codeRedeemedAt([brief.request, facts.product, facts.description, ...(input.referenced ?? []).map((r) => r.text)].join('\n')));
    const read = requestPointsOf(brief);
    this.recipient = read.recipient;
    this.sender = read.sender;
    this.points = read.points;
    this.quoted = read.quoted;
    this.company = facts.company ? this.ledger.profile(facts.company) : this.ledger.blank('company name', 'the space profile');
    // 'new trial sign-ups' read as the topic is who the email is for: people are an audience, never the product.
    const topicIsPeople = brief.topic && PEOPLE.test(brief.topic.trim().replace(/[.!?]+$/, ''));
    // 'for anyone who signs up by 30 November' is who may use the offer, not whom the email is for.
    const everyone = (a: string | null) => (a && /^(?:anyone|anybody|everyone|everybody)\b/i.test(a.trim()) ? null : a);
    this.audience = withQualifier(cleanAudience(everyone(brief.audience) ?? (topicIsPeople ? brief.topic : null) ?? audienceIn(brief.request, this.recipient)), brief.request);
    this.audienceHead = this.audience ? headOfAudience(this.audience) : null;
    this.situation = this.audience ? situationOf(this.audience, facts.company ?? 'our') : null;
    // ('our 'Switch before April' campaign': a campaign's name says what the email is for, not what it sells.)
    const campaignName = (t: string | null) => Boolean(t && /['‘"“]/.test(t) && new RegExp(`${escapeRegExp(t.replace(/^(?:our|the)\s+/i, '').trim())}['’"”]?\\s+(?:campaign|promotion|push|drive)\\b`, 'i').test(brief.request));
    const cleaned = topicIsPeople ? null : cleanTopic(withoutDates(brief.topic, brief.dates), this.audience);
    const asked = (campaignName(cleaned) || campaignName(brief.topic) ? null : cleaned) ?? namedInRequest(brief.request, facts);
    // '£50 off a new combi boiler … for surveys booked by 31 January': what the offer is on is what is promoted, unless a name is the topic.
    // (Its condition, ', when you book your survey', is the offer's, not part of what is promoted.)
    // ('labour on dining chair sets of 4 or more' promotes dining chair sets: the part of the price and the measure are the offer's.)
    const applies = brief.offer.appliesTo?.trim().replace(/,\s+when you\b.*$/, '').replace(/^(?:the\s+)?(?:labour|work|workmanship|fitting|installation)\s+on\s+/i, '').replace(/\s+(?:of|for|over|above|from)\s+\S+(?:\s+[a-z]+){0,2}?\s*(?:or more|or over|and over|and above|\+)$|\s+over\s+[£$€]\s?\d[\d,]*$/i, '') ?? null;
    // ('10% off tower hire' with no other topic promotes tower hire, not the company.)
    const promotes = applies && /^(?:a|an|the|any|every|your|our)?\s*(?:new\s+)?[a-z]/i.test(applies) && !/\b(first|order|orders|month|year|plan|plans|subscription|box)\b/i.test(applies) && !/^(?:everything|anything|all|any|every|your|our)\b\s*$|^(?:everything|anything|all)\b/i.test(applies) && !(asked && /^(?:any|every|each)\s/i.test(applies));
    // ('pushing the WINTERFIT code': the code is how the offer is claimed, not what the email is about.)
    const codeOnly = Boolean(asked && brief.offer.code && new RegExp(`^(?:the\\s+|our\\s+)?${escapeRegExp(brief.offer.code)}(?:\\s+(?:code|offer|discount|promo))?$`, 'i').test(asked.trim()));
    const topic = promotes && (!asked || codeOnly || !/[A-Z]/.test(asked)) ? inner(applies) : asked;
    this.topic = topic;
    this.plan = planCardOf(topic, facts.prices);
    const named = facts.product ? nameAtHead(facts.product) : null;
    const what = read.points.find((p) => p.kind === 'what')?.text ?? null;
    this.offering = named?.name ?? facts.company ?? this.ledger.blank('product name', 'the space profile');
    if (topic) {
      this.product = topic;
      // The profile's product line describes the topic only when it names it.
      // The profile's product is what the space sells: a topic sharing a third of its words is about it.
      const productShare = facts.product ? overlap(facts.product, topic, facts.company) : 0;
      // A price line that names the topic ('Care Plan: £16 a month (yearly service, …)') says what it is and what it costs.
      const nameWord = nameWordOf(topic, keywordsOf(facts.company ?? ''));
      const found = [...facts.features, ...facts.terms, ...facts.prices.filter((p) => p.plan && (!nameWord || keywordsOf(p.plan).has(nameWord)))]
        .map((f) => ({ f, share: overlap(f.text, topic, facts.company) }))
        .filter((x) => x.share > 0.5)
        .sort((a, b) => b.share - a.share)[0];
      // A fact that names all of the topic says what it is better than the profile's line about everything sold.
      const aboutTopic = productShare >= 1 / 3 && !(found && found.share >= productShare);
      const feature = found?.f;
      // A price row ('Office Stems — Price: £60 a week; Notes: …') is said as its name, price and note, never as stored.
      const row = feature && (facts.prices as readonly unknown[]).includes(feature) ? cardOf(feature as PriceFact) : null;
      // 'Soap bars (110g): oatmeal & honey, seaweed & lime, …: £6.50 each' lists the topic as one kind of the row's thing:
      // the topic is one of them, at the row's price ('one of our soap bars, £6.50 each').
      const kindOf = row && row.name && variantNamed(feature!.text, row.name, topic) ? `one of our ${lowerFirst(row.name)}, ${row.price}` : null;
      const featureLine = kindOf ?? (row ? `${row.name}: ${row.price}${row.note ? (/^(?:we|you|they|i)\s/i.test(row.note) ? `. ${row.note.charAt(0).toUpperCase()}${row.note.slice(1)}` : `, ${row.note}`) : row.includes.length ? `, with ${includesText(row, 3)}` : ''}` : feature?.text ?? null);
      this.productLine = what ? inner(what) : aboutTopic ? this.ledger.profile(inner(named?.rest ?? facts.product!)) : feature ? inner(row ? (this.ledger.use(feature), featureLine!) : this.ledger.use(feature)) : null;
      if (!what && !aboutTopic && feature) this.topicFeature = featureLine;
      // Nothing else says what it is: its own document's 'What:' line does.
      if (!this.productLine) {
        const described = this.topicDetails().find((d) => /^(what|about|description|overview|summary)$/i.test(d.label));
        if (described) {
          this.productLine = inner(this.said(described.statement) && described.value);
          this.topicFeature = described.value;
        }
      }
      // Or a statement of the documents that names all of it ('Free IT health check for new clients (worth £250)').
      if (!this.productLine) {
        const wanted = [...keywordsOf(topic)].filter((w) => !/^(?:new|our|the|free)$/.test(w));
        // (The space's other documents too: a request need not tick the price list that offers it.)
        const pool = [...this.statements, ...statementsOf(input.library ?? [], [])];
        // (Only a statement that names the thing, 'Free IT health check for new clients', not one that says something of it.)
        // It opens on the topic's words, and what follows them is a phrase ('for new clients', '(worth £250)') or nothing.
        const names = (text: string) => {
          const words = text.replace(/[.]+$/, '').split(/\s+/);
          const last = words.findIndex((w, i) => i < 6 && wanted.every((k) => keywordsOf(words.slice(0, i + 1).join(' ')).has(k)));
          return last >= 0 && (last === words.length - 1 || /^(?:for|with|at|in|on|from|to|\(|–|—|-)/i.test(words[last + 1]!));
        };
        const stating = wanted.length >= 2 ? pool.find((st) => st.text.split(/\s+/).length <= 25 && names(st.text)) : undefined;
        if (stating) {
          // ('Free IT health check for new clients' is said as 'a free IT health check for new clients'.)
          const said = this.said(stating).replace(/[.]+$/, '').replace(/^([A-Z])(?=[a-z])/, (c) => c.toLowerCase());
          this.productLine = /^(?:a|an|the|our|your)\s/i.test(said) ? said : withIndefinite(said);
          this.topicFeature = this.productLine;
        }
      }
    } else if (named) {
      this.product = this.ledger.profile(named.name);
      this.productLine = what ? inner(what) : named.rest ? this.ledger.profile(inner(named.rest)) : null;
    } else {
      this.product = facts.company ?? this.ledger.blank('product name', 'the space profile');
      const line = facts.product ?? (facts.description ? firstSentenceOf(facts.description) : null);
      this.productLine = what ? inner(what) : line ? this.ledger.profile(inner(line)) : null;
    }
  }

  /** The product's name at the start of a sentence. */
  get Product(): string {
    return capitalise(this.product);
  }

  /** The reader's problem as the profile says it, its first clause ('stale supermarket coffee that nobody enjoys'). */
  problem(): string | null {
    // Only a noun phrase fits the templates' slot ('Tired of …?'); a clause ('most beginners think …') leaves it out.
    const phrase = this.facts.problems ? nounPhraseOf(inner(firstClause(this.facts.problems))) : null;
    return phrase ? this.ledger.profile(phrase) : null;
  }

  /**
   * What it is, as a sentence: 'ChairTime is chair-scheduling software for dental practices.', or, when the line
   * lists goods ('sourdough loaves, pastries and cakes'), 'What we offer: sourdough loaves, pastries and cakes.'
   * `lead` replaces the subject ('It', 'In short: ChairTime'). Null when the space does not say what it is.
   */
  whatItIs(lead: string = this.Product): string | null {
    // A named plan is said by its own row: what it costs and what it includes, never the profile's line about everything sold.
    if (this.plan) return this.planSentence(lead, 2);
    const line = this.productLine;
    if (!line) return null;
    if (isInstruction(line)) return asInvitation(line);
    // 'Acme Care, a monthly service plan (…)' or 'The Smile Club membership (…)' names a thing the company sells:
    // the company offers it; it is not it. 'Routewise, route planning software' under 'Routewise' is what it is.
    // 'routewise, route planning software' (the company's name leading its own line): it is what follows the name.
    for (const name of [this.facts.company, this.product].filter((n): n is string => Boolean(n))) {
      if (line.toLowerCase().startsWith(`${name.toLowerCase()}, `)) {
        const rest = line.slice(name.length + 2).trim();
        return `${lead} ${isPluralName(lead) ? 'are' : 'is'} ${rest}.`.replace(/^It is /, "It's ");
      }
    }
    const named = /^((?:the\s+)?[A-Z][\w&'’-]*(?:\s+[A-Z][\w&'’-]*)*)(?=,|\s+\()/i.exec(line.replace(/^the\s/i, 'The '));
    if (named && /[A-Z]/.test(named[1]!.replace(/^the\s/i, ''))) {
      const name = named[1]!;
      const rest = line.slice(name.length).replace(/^,\s*/, '').trim();
      if (name.toLowerCase().replace(/^the\s+/, '') === lead.toLowerCase().replace(/^the\s+/, '')) return rest ? `${lead} ${isPluralName(lead) ? 'are' : 'is'} ${rest}.`.replace(/^It is /, "It's ") : null;
      if (lead !== 'It') return `${lead} offers ${name.replace(/^The\s/, 'the ')}${line.slice(name.length)}.`;
    }
    // 'Relaydesk is the Relaydesk help desk' says the name twice: 'It's the Relaydesk help desk'.
    if (lead !== 'It' && line.toLowerCase().includes(lead.toLowerCase())) lead = 'It';
    // A fact that says what the topic is ('Weekly bread box: £12 a week, delivered every Friday') reads as written,
    // or, when it names the topic before its price, as 'It's £12 a week, delivered every Friday.'
    if (/^one of our\s/i.test(line)) return `${lead} ${isPluralName(lead) ? 'are' : 'is'} ${line}.`.replace(/^It is /, "It's ");
    if (this.topicFeature && !/^(a|an|the)\s/i.test(line)) {
      const priced = /^[^:]{2,60}:\s*((?:from\s+)?[$£€]\s?\d.*)$/.exec(line);
      return priced && lead === 'It' ? `It's ${priced[1]!.replace(/[.]+$/, '')}.` : sentence(line);
    }
    const head = line.split(/,|\s+(?:for|with|from|in|at|that|which|and)\s+/)[0]!.trim();
    // A list of goods ('sourdough loaves, pastries and cakes') has short parts; 'the help desk, priced per agent…' is one thing described.
    const parts = line.split(/\s+(?:for|with|from|that|which)\s+/)[0]!.split(/,\s*|\s+and\s+/);
    const listed = (parts.length >= 2 && parts.every((p) => p.trim().split(/\s+/).length <= 4 && !/\b\w+ed\b/.test(p))) || (/s$/i.test(head) && !/(ss|ics|us|ware)$/i.test(head) && !/^(a|an|the|our|your|one)\b/i.test(head));
    return listed ? `What we offer: ${line}.` : `${lead} ${isPluralName(lead) ? 'are' : 'is'} ${line}.`.replace(/^It is /, "It's ");
  }

  /** A charity or nonprofit: its readers give and volunteer rather than buy, and its emails say so. */
  get isCharity(): boolean {
    const f = this.facts;
    return /\b(charit|non-?profit|not-for-profit|foundation|food bank|volunteer-run|donors?|fundrais)/i.test([f.industry, f.description, f.audience, f.product].filter(Boolean).join(' '));
  }

  /** Whether the fact that says what the topic is carries its own price ('£12 a week'): the price list of other things is not needed. */
  get topicPriced(): boolean {
    return Boolean(this.topicFeature && /[$£€]\s?\d/.test(this.topicFeature));
  }

  /** Whether what the topic is comes from a fact as written (a feature or a term), not a line to splice into a sentence. */
  get lineIsFact(): boolean {
    return Boolean(this.topicFeature);
  }

  /** The problem's head, for a subject line ('stale supermarket coffee'). */
  problemShort(): string | null {
    const p = this.problem();
    if (!p) return null;
    if (p.split(/\s+/).length <= 9) return p;
    const words = p.split(/\s+(?:that|which|who|where|when|because|so)\s+/)[0]!.split(/\s+/);
    return nounPhraseOf(words.slice(0, 6).join(' '));
  }

  /** What sets the company apart, as a sentence. */
  difference(): string | null {
    const d = this.facts.differentiator;
    if (!d) return null;
    const first = firstSentenceOf(d);
    const clause = first.split(/;\s+/)[0]!;
    this.ledger.profile(clause);
    if (/^(we|our|it|every|each|unlike|no|one|all|you)\b/i.test(clause)) return sentence(clause);
    // 'The only scheduler that …' is what the company is; 'The same volunteer reads with …' is a clause, said as what sets it apart.
    const wrapped = /^(the|a|an|only)\b/i.test(clause) && nounPhraseOf(clause) ? `${this.company} is ${inner(clause)}.` : `What sets ${this.company} apart: ${inner(clause)}.`;
    // Under a sentence limit, the fact as written (a fragment) beats a wrapper that pushes it over.
    const limit = this.voice.maxSentenceWords;
    return limit && wrapped.split(/\s+/).length > limit ? sentence(clause) : wrapped;
  }

  /** Another thing that sets the company apart (its differentiator's `index`th clause), as a sentence; null when it has no such clause. */
  differenceAt(index: number): string | null {
    const d = this.facts.differentiator;
    const clause = d ? firstSentenceOf(d).split(/;\s+/)[index] : undefined;
    if (!clause || clause.split(/\s+/).length < 3) return null;
    this.ledger.profile(clause);
    return sentence(clause);
  }

  /** Up to `count` features as list items, as written. */
  features(count: number, skip = 0): string[] {
    // A feature of a word or two ('Harbourside Care Plan') is a heading, not something the reader gets.
    return this.facts.features
      .filter((f) => f.text !== this.topicFeature && f.text.split(/\s+/).length >= 3 && !/^(?:[A-Z0-9][\w&'’-]*\s*)+$/.test(f.text.trim()))
      .slice(skip, skip + count)
      .map((f) => capitalise(this.ledger.use(f, f.text.replace(/[.;]+$/, ''))));
  }

  /** The integrations in one sentence, or null. */
  integrations(): string | null {
    // (The same tool named in two documents is one integration.)
    const all = this.facts.integrations.filter((f, i, list) => list.findIndex((o) => o.text.toLowerCase() === f.text.toLowerCase()) === i);
    if (!all.length) return null;
    // 'Xero', 'Sage Business Cloud Accounting': names alone, said in a sentence; never a bare name as a sentence.
    const names = all.filter((f) => f.text.split(/\s+/).length <= 5 && !/[.!?]|\s(?:is|are|syncs?|connects?|works?|links?)\s/i.test(f.text));
    if (names.length === all.length || names.length >= 2) return `It works with ${listOf(names.slice(0, 4).map((f) => this.ledger.use(f).replace(/[.]+$/, '')))}.`;
    return sentence(this.ledger.use(all.find((f) => !names.includes(f)) ?? all[0]!));
  }

  /** Customer results; a price line read as a result ('Pastry box: £28') is not one. */
  proofs(): readonly ProofFact[] {
    // The profile's own lines (what it sells, what sets it apart) are claims, not results, whatever figures they hold.
    const own = [this.facts.product, this.facts.description, this.facts.differentiator].filter(Boolean).map((t) => t!.toLowerCase().replace(/[.]+$/, ''));
    // A result says what changed or what customers said; a product line with a delivery interval or a trial length does not.
    const kept = this.facts.proof.filter((p) => !own.includes(p.text.toLowerCase().replace(/[.]+$/, '')) && !/^[^:]{2,60}:\s*(?:from\s+)?[$£€]\s?\d/.test(p.text) && ((p.kind === 'quote' && namesCustomerOf(this.brief.request, p)) || RESULT_WORDS.test(p.text) || /["“”]/.test(p.text) || COUNTED.test(p.text.replace(TIME_OF_DAY, '').replace(DURATION, ''))) && !/:\s*$/.test(p.text.trim()));
    // 'Pennine Parcels … moved to Growth in 2025.' then 'Failed deliveries fell from 6% to 2.5%.': one story, told by who.
    let out: ProofFact[] = [];
    for (let i = 0; i < kept.length; i++) {
      const p = kept[i]!;
      const next = kept[i + 1];
      const lead = /^([A-Z][\w&'’-]*(?:\s+[A-Z][\w&'’-]*)*)(?=,|\s+[a-z])/.exec(p.text)?.[1] ?? null;
      if (next && !p.context && !next.who && !next.context && next.source.title === p.source.title && !RESULT_WORDS.test(p.text) && RESULT_WORDS.test(next.text) && (p.who || lead)) {
        out.push({ ...next, text: `${p.text.replace(/[.]+$/, '')}. ${next.text}`, context: p.text.replace(/[.]+$/, ''), who: p.who ?? lead, figures: [...p.figures, ...next.figures] });
        i++;
      } else out.push(p);
    }
    // A story from the other side of the business (a restaurant kitchen's, in an email to home cooks) is left out:
    // no story is better than one the reader cannot see themselves in.
    // (A customer the request names is the story it asked for, whoever the readers are.)
    out = out.filter((p) => this.fitsReader(p) || namesCustomerOf(this.brief.request, p));
    // An email about one thing ('a new combi boiler') tells the result about that thing first, not a landlord's certificates.
    const company = keywordsOf(this.company);
    const about = new Set([...keywordsOf(this.topic ?? this.product)].filter((w) => !company.has(w)).map(stemOf));
    if (about.size && this.product.toLowerCase() !== this.company.toLowerCase()) {
      const score = (p: ProofFact) => [...new Set([...keywordsOf(`${p.context ?? ''} ${p.text}`)].map(stemOf))].filter((w) => about.has(w)).length;
      out = out.map((p, i) => ({ p, i, n: score(p) })).sort((a, b) => b.n - a.n || a.i - b.i).map((x) => x.p);
    }
    return out;
  }

  /** Whether the email is for businesses or households, when its audience says. */
  get readerSegment(): 'business' | 'household' | null {
    return this.audience ? segmentOfAudience(this.audience, this.facts.audience) : null;
  }

  /** Whether a customer's story is from the kind of reader the email is for, or says nothing either way. */
  fitsReader(p: ProofFact): boolean {
    const reader = this.readerSegment;
    return !reader || (segmentOfProof(p) ?? reader) === reader;
  }

  /** Whether a priced or listed thing is named for the other kind of reader ('Restaurant round: £60 a visit' in an email to home cooks). */
  forOtherReaders(text: string): boolean {
    const reader = this.readerSegment;
    const name = text.split(/:|\s[—–-]\s/)[0]!;
    if (reader === 'household') return BUSINESS_READERS.test(name);
    if (reader === 'business') return /\b(?:home|family|families|personal|household|individual|kids?|children)\b/i.test(name);
    return false;
  }

  /** Who achieved the first result, short enough for a subject line ('Dr. Ana Ruiz, Smile Dental' gives 'Dr. Ana Ruiz'). */
  proofWho(): string | null {
    return this.proofs()[0]?.who?.split(/,\s*/)[0]?.trim() || null;
  }

  /** A customer result as a sentence, with its numbers and who achieved it, as written. */
  proof(index = 0): string | null {
    const all = this.proofs();
    const p = all[index % Math.max(1, all.length)];
    if (!p) return null;
    // A result the fact sheet read into its parts is said by the shared phrasing: who, what they did, the figures.
    if (p.kind && p.kind !== 'quote') {
      this.ledger.use(p);
      // A 'sentence before' with no verb is a heading or a title ('Riverside Food Bank annual report'), not who did what.
      const context = p.context && nlp(p.context).has('#Verb') ? p.context : null;
      const text = context || !p.context || !p.text.startsWith(p.context) ? p.text : p.text.slice(p.context.length).replace(/^[.:\s]+/, '');
      // The company's own result ('last winter we delivered 4,200 parcels') is said as ours, not 'At <company>, we …'.
      const who = p.who && this.facts.company && p.who.toLowerCase() === this.facts.company.toLowerCase() ? null : p.who;
      return phraseProof({ ...p, text, context, who }, { company: this.facts.company, names: [this.company] });
    }
    // The attribution after a closing quote ('… a year." Linda Okafor, Bishopston') is who said it, not the words.
    const said = p.who ? this.ledger.use(p).replace(new RegExp(`["”]\\s*[—–-]?\\s*${escapeRegExp(p.who)}.*$`), '') : this.ledger.use(p);
    const text = said.trim().replace(/[.]+$/, '').replace(/^["“]|["”]$/g, '').replace(/[.]+$/, '');
    // A customer's own words ('We cut no-shows by 38%', 'our gas bill dropped') are quoted and attributed, never said as ours.
    if (p.who && (p.kind === 'quote' || /\b(we|i|our|my|us|me)\b/i.test(text))) return `“${quotedWithin(text, this.voice.maxSentenceWords).replace(/([^…])$/, '$1.')}” — ${p.who}`;
    if (!p.who || text.toLowerCase().includes(p.who.toLowerCase())) return sentence(text);
    // 'cut no-shows by 38% in 3 months' with who 'Smile Dental' reads 'Smile Dental cut no-shows by 38% in 3 months.'
    if (/^[a-z]+(ed|t)\b|^(cut|grew|saved|won|got|made|took|went|halved|doubled|tripled|sold|raised|reached|booked|kept|built|found|spent)\b/.test(text)) return `${p.who} ${text}.`;
    return `${sentence(text).replace(/\.$/, '')} (${p.who}).`;
  }

  /**
   * What the facts say of something the request names ('the Pennine Parcels result', 'the new WooCommerce
   * integration', 'evening appointments'), as publishable sentences: a customer's result by who achieved it, a
   * named plan's price, else the feature, integration, term or profile clause that shares its rarest words.
   */
  factAbout(phrase: string): string | null {
    const generic = new Set(['result', 'results', 'story', 'stories', 'tip', 'new', 'update', 'news', 'reminder', 'integration', 'feature', 'launch', 'our', 'the', 'about', 'look', 'after', 'looking', 'plan', 'plans', 'how', 'why', 'what'].map(stemOf));
    const own = keywordsOf(this.company);
    const words = [...keywordsOf(phrase)].map(stemOf).filter((w) => !generic.has(w) && !own.has(w));
    if (!words.length) return null;
    const shares = (text: string) => {
      const have = new Set([...keywordsOf(text)].map(stemOf));
      return words.filter((w) => have.has(w)).length;
    };
    const proofs = this.proofs();
    const byWho = proofs.findIndex((p) => p.who && shares(p.who) > 0);
    if (byWho >= 0) return this.proof(byWho);
    const card = planCardOf(phrase, this.facts.prices);
    if (card) return this.cardSentence(card);
    const candidates: { text: string; use: () => void }[] = [
      ...[...this.facts.features, ...this.facts.integrations].map((f) => ({ text: f.text, use: () => this.ledger.use(f) })),
      ...this.facts.terms.map((t) => ({ text: phraseTerm(t, { names: [this.company] }), use: () => this.ledger.use(t) })),
      ...(this.facts.differentiator ?? '').split(/;\s+/).map((c) => ({ text: c, use: () => this.ledger.profile(c) })),
    ];
    // A tip is advice to write, not a fact to find; a short name must be met whole, a longer one mostly.
    if (/^(?:a|an|one|our|some)?\s*(?:quick\s+|short\s+)?tips?\b/i.test(phrase.trim())) return null;
    const enough = (n: number) => (words.length <= 2 ? n === words.length : n >= 2 && n * 2 >= words.length);
    const best = candidates.map((c) => ({ c, n: shares(c.text) })).filter((x) => enough(x.n)).sort((a, b) => b.n - a.n)[0];
    if (!best) return null;
    best.c.use();
    return sentence(best.c.text.trim());
  }

  /** A proof sentence, or a marked blank when the space has none. */
  proofOrBlank(): string {
    return this.proof() ?? this.ledger.blank('a customer result with its numbers', 'a document with a customer story or review');
  }

  /**
   * The prices this email needs: when it is about a named thing, the prices that name it (none when the facts do
   * not price it: another plan's price is not its price); otherwise those whose words meet the request's, best
   * first, else the first few. Each price line once.
   */
  relevantPrices(): PriceFact[] {
    const prices = this.uniquePrices();
    if (!prices.length) return [];
    const own = keywordsOf(this.company);
    // A feature of what is sold ('the waitlist') costs what the plans cost; a new plan or product has its own price.
    const isFeature = Boolean(this.topicFeature && this.facts.features.some((f) => f.text === this.topicFeature));
    if (this.topic && !isFeature && this.product.toLowerCase() !== this.company.toLowerCase()) {
      const name = nameWordOf(this.topic, own);
      // (A row under a heading that names the topic, 'Team Spark' under 'Team packages', is the topic's price too;
      // of the rows that name it, those sharing most of its words.)
      const stems = (text: string) => new Set([...keywordsOf(text)].flatMap((w) => [w, ...w.split('-')]).map(stemOf));
      const topicWords = [...stems(this.topic)].filter((w) => !own.has(w));
      const nameStems = name ? [...stems(name)] : [];
      const scored = prices.map((p) => {
        const have = stems(`${p.section ?? ''} ${p.text}`);
        const score = topicWords.filter((w) => have.has(w)).length;
        const named = name ? nameStems.some((w) => have.has(w)) || score >= 2 : overlap(`${p.section ?? ''} ${p.text}`, this.topic!, this.facts.company) >= 0.5;
        return { p, score, named };
      }).filter((x) => x.named);
      const top = Math.max(0, ...scored.map((x) => x.score));
      // (A deposit or a fee is never what the thing costs: 'Deposit of £20 per person to book' does not price a booking.)
      return scored.filter((x) => x.score === top && (!x.p.fee || FEE_WORDS.test(this.topic ?? ''))).map((x) => x.p).slice(0, 3);
    }
    const wanted = new Set([...keywordsOf(`${this.audience ?? ''} ${this.brief.request.split('\n')[0]}`)].filter((w) => !own.has(w)).map(stemOf));
    const scored = prices.map((p) => ({ p, score: [...new Set([...keywordsOf(p.text)].map(stemOf))].filter((w) => wanted.has(w)).length }));
    const best = Math.max(...scored.map((x) => x.score));
    if (best < 2) return prices.slice(0, 3);
    return scored.filter((x) => x.score * 2 >= best * 1.5).sort((a, b) => b.score - a.score).map((x) => x.p).slice(0, 3);
  }

  /** The price or plans as a sentence; a marked blank when the email needs one and the space has none. */
  price(required: boolean): string | null {
    const prices = this.relevantPrices();
    // A product line that states its price ('six evenings for $240') already says it.
    if (!prices.length) return required && !/[$£€]\s?\d/.test(this.productLine ?? '') ? `Pricing: ${this.ledger.blank(this.topic && this.facts.prices.length ? `price of ${inner(this.product)}` : 'price', 'your profile or a price list')}.` : null;
    // A table row ('Growth — Price: £45 per driver a month; What's included: …') is said as a sentence, never pasted.
    const cards = prices.map(cardOf);
    if (prices.length === 1) {
      const p = prices[0]!;
      const card = cards[0]!;
      if (card.price !== `${p.amount}${p.per ? ` a ${p.per}` : ''}` || card.includes.length || /\s[—–]\s/.test(p.text)) {
        this.ledger.use(p, p.amount);
        // A monthly row is a plan ('The Growth plan costs …'); a one-off row is a thing ('Teeth whitening costs £295').
        const name = !p.plan ? 'It' : p.per && p.billing !== 'one-off' && !/\b(plan|pack|box|bundle|service|membership|tier|subscription)$/i.test(p.plan) ? `The ${p.plan} plan` : capitalise(p.plan);
        // As many of its inclusions as the voice's sentence limit allows.
        const limit = this.voice.maxSentenceWords ?? 30;
        for (let k = Math.min(3, card.includes.length); k > 0; k--) {
          const said = `${name} ${costVerb(name)} ${card.price} and includes ${includesText(card, k)}.`;
          if (said.split(/\s+/).length <= limit) return said;
        }
        return `${name} ${costVerb(name)} ${card.price}.`;
      }
      return p.text.includes(p.amount) ? sentence(this.ledger.use(p)) : `It costs ${this.ledger.use(p, p.amount)}${p.per ? ` per ${p.per}` : ''}.`;
    }
    return this.pricesLine(prices);
  }

  /** Several prices in one line; a row's prices for several columns together ('Annual booster, with health check: £58 for a dog, £54 for a cat'). */
  private pricesLine(all: readonly PriceFact[]): string {
    // 'Tuning £85' from the profile and 'Standard tuning £85' from the price list are one price, said once.
    const prices = all.filter((p) => !all.some((q) => q !== p && q.amount === p.amount && p.plan && q.plan && q.plan.length > p.plan.length && new RegExp(`\\b${escapeRegExp(p.plan)}\\b`, 'i').test(q.plan)));
    const cards = prices.map(cardOf);
    const rows = new Map<string, string[]>();
    prices.forEach((p, i) => {
      const key = p.plan && p.column ? `${p.plan}\u0000${p.text}` : `${i}`;
      const said = p.plan ? `${this.ledger.use(p, p.amount) && cards[i]!.price}${p.column ? ` ${forWhom(p.column)}` : ''}` : this.ledger.use(p).replace(/[.]+$/, '');
      rows.set(key, [...(rows.get(key) ?? []), said]);
    });
    const plans = [...rows].map(([key, said]) => {
      const plan = key.includes('\u0000') ? key.split('\u0000')[0]! : prices[Number(key)]!.plan;
      return plan ? `${plan}${said.length > 1 ? ':' : ''} ${said.join(', ')}` : said[0]!;
    });
    return `Prices: ${plans.join('; ')}.`;
  }

  /** Each price line once; one row may price several things ('Annual booster — Dog: £58; Cat: £54'), and each of its prices stays. */
  private uniquePrices(): PriceFact[] {
    return this.facts.prices.filter((p, i, all) => all.findIndex((q) => q.text === p.text && q.amount === p.amount) === i);
  }

  /** The prices the facts give for something the request names ('the booster' gives both of its rows' prices), as a line; null when none names it. */
  pricesOf(thing: string): string | null {
    const own = keywordsOf(this.company);
    const words = [...keywordsOf(thing)].filter((w) => !own.has(w) && !/^(?:price|prices|pricing|cost|costs|much|what|the|our)$/.test(w)).map(stemOf);
    if (!words.length) return null;
    const named = this.uniquePrices().filter((p) => words.some((w) => new Set([...keywordsOf(p.plan ?? p.text)].map(stemOf)).has(w)));
    // One price is said as the email's other prices are ('Private eye test costs £25.'); several of one thing together.
    if (named.length < 2 || named.length > 4) return null;
    return this.pricesLine(named);
  }

  /**
   * The named plan in one sentence: 'The Everyday plan costs £15 a month and includes two standard services a year
   * and free puncture repairs.' `max` items of what it includes (0 for the price alone); null without a plan.
   */
  planSentence(lead: string = this.Product, max = 2): string | null {
    const plan = this.plan;
    if (!plan) return null;
    this.ledger.use(plan.fact, plan.fact.amount);
    if (!plan.listed) return `${lead} ${costVerb(lead)} ${plan.price}${plan.note && max ? `: ${plan.note}` : ''}.`;
    const limit = this.voice.maxSentenceWords ?? 30;
    for (let k = Math.min(max, plan.includes.length); k > 0; k--) {
      const more = plan.includes.length > k ? ', among other things' : '';
      const said = `${lead} ${costVerb(lead)} ${plan.price} and includes ${includesText(plan, k)}${more}.`;
      if (said.split(/\s+/).length <= limit) return said;
    }
    return `${lead} ${costVerb(lead)} ${plan.price}.`;
  }

  /** A price row as one sentence: 'The Family plan costs £39 a month and includes …'; 'Teeth whitening costs £295: home kit …'. */
  cardSentence(card: PlanCard): string {
    this.ledger.use(card.fact, card.fact.amount);
    const name = !card.name ? 'It' : card.recurring && !/\b(plan|pack|box|bundle|service|membership|tier|subscription|card|club|pass)$/i.test(card.name) ? `The ${card.name} plan` : capitalise(card.name);
    const limit = this.voice.maxSentenceWords ?? 30;
    if (card.listed) {
      for (let k = Math.min(3, card.includes.length); k > 0; k--) {
        const said = `${name} ${costVerb(name)} ${card.price} and includes ${includesText(card, k)}.`;
        if (said.split(/\s+/).length <= limit) return said;
      }
    }
    // ('… and get 10% off every frame' from 'Members pay £8 a month and get …': what the buyer gets, said to the reader.)
    const note = card.note?.replace(/^and\s+(get|receive|enjoy|save)\b/i, 'and you $1');
    const noted = note ? `${name} costs ${card.price}${/^and\s/i.test(note) ? `, ${note}` : `: ${note}`}.` : '';
    if (noted && noted.split(/\s+/).length <= limit) return noted;
    // Too long for the voice as one sentence: what the buyer gets as a sentence of its own.
    const gets = note && /^and you\s/i.test(note) ? `You ${note.replace(/^and you\s+/i, '')}.` : null;
    return gets && gets.split(/\s+/).length <= limit ? `${name} costs ${card.price}. ${gets}` : `${name} costs ${card.price}.`;
  }

  /** What the named plan includes, as list items; none without a plan. */
  planItems(skip = 0, max = 6): string[] {
    if (!this.plan) return [];
    this.ledger.use(this.plan.fact, this.plan.fact.amount);
    return this.plan.includes.slice(skip, skip + max).map(capitalise);
  }

  /** The trial term as written, or null. */
  trialTerm(): string | null {
    const t = this.facts.terms.find((f) => /\btrial\b/i.test(f.text));
    return t ? (this.ledger.use(t) && phraseTerm(t, { names: [this.company] })).replace(/[.]+$/, '') : null;
  }

  /** The trial's length ('14-day'), from the terms or the request; a marked blank when neither says it. */
  trialLength(): string {
    const from = (text: string) => new RegExp(`\\b(\\d{1,3}|${NUMBER_WORDS})[- ](day|week|month)s?\\b`, 'i').exec(text);
    const t = this.facts.terms.find((f) => /\btrial\b/i.test(f.text) && from(f.text));
    if (t) {
      const m = from(t.text)!;
      this.ledger.use(t, m[0]);
      return `${m[1]}-${m[2]!.toLowerCase()}`;
    }
    const asked = from(this.brief.request);
    if (asked && /\btrial\b/i.test(this.brief.request)) return `${asked[1]}-${asked[2]!.toLowerCase()}`;
    return this.ledger.blank('trial length', 'your profile or a document (the trial terms)');
  }

  /** A cancellation, contract, refund or guarantee term as written, or null. */
  commitmentTerm(): string | null {
    const t = this.facts.terms.find((f) => /\b(cancel|contract|refund|money back|guarantee|pause|notice|commitment)\b/i.test(f.text));
    return t ? (this.ledger.use(t) && phraseTerm(t, { names: [this.company] })) : null;
  }

  /**
   * 'the full opening hours', 'what happens out of hours': a document's section whose heading names it answers it
   * with all its lines ('Monday to Friday: 8:00 to 19:00. Saturday: 9:00 to 13:00.'); null when no one section does.
   */
  sectionAnswer(concern: string): string | null {
    // (keywordsOf gives stems: 'full' is 'ful'.)
    const asked = [...keywordsOf(concern)].filter((w) => !/^(?:ful|full|all|whole|complet|complete|our|the|what|happen|happens|current|new|latest|detail|details)$/.test(w));
    if (!asked.length) return null;
    // The heading that names it most nearly: all the asked words, and the fewest others ('Opening hours' over 'Out of hours and emergencies' for 'opening hours').
    const sections = [...new Set(this.statements.map((st) => st.section))]
      .map((section) => ({ section, heading: keywordsOf(section) }))
      .filter((h) => asked.every((w) => h.heading.has(w)))
      .sort((a, b) => a.heading.size - b.heading.size);
    const best = sections[0];
    if (!best || (sections[1] && sections[1].heading.size === best.heading.size)) return null;
    const headed = this.statements.filter((st) => st.section === best.section);
    if (headed.length > 6) return null;
    return headed.map((st) => sentence(this.said(st))).join(' ');
  }

  /**
   * The fact that best answers a reader's worry or question ('the machine would be hard to clean', 'migration'),
   * as the clause that says it: from the facts, the documents' statements and the profile's product answers. The
   * clause must speak of what the question is about, and of most of a longer question.
   */
  answerTo(concern: string): string | null {
    const wanted = keywordsOf(concern);
    // A question about a kind of fact ('integrations', 'pricing', 'the trial') is answered by that kind ('price' alone too).
    if (/\b(integrat\w*|connect\w*|works? with|sync\w*)\b/i.test(concern) && this.facts.integrations.length) return this.integrations()!.replace(/[.]+$/, '');
    if (/\b(price|prices|pricing|cost|costs|how much)\b/i.test(concern)) {
      // 'what the firepit costs': the one row that names it.
      const asked = [...wanted].filter((w) => !/^(?:price|prices|pricing|cost|costs|much|what|the|our)$/.test(w)).map(stemOf);
      const rows = asked.length ? this.uniquePrices().filter((p) => !p.fee && p.plan && asked.some((w) => [...keywordsOf(p.plan!)].map(stemOf).includes(w))) : [];
      if (rows.length === 1) return this.cardSentence(cardOf(rows[0]!)).replace(/[.]+$/, '');
      // 'what the booster costs': the rows that name it, before the prices the email's topic suggests.
      const named = this.pricesOf(concern);
      if (named) return named.replace(/[.]+$/, '');
      if (this.relevantPrices().length) return this.price(false)!.replace(/[.]+$/, '');
      // ('was a bit sniffy about price' in an email about something else: the plans' prices, each said plainly.)
      const plans = this.uniquePrices().filter((p) => !p.fee).slice(0, 3).map(cardOf);
      if (plans.length) return plans.map((c) => this.cardSentence({ ...c, listed: false, note: null })).join(' ').replace(/[.]+$/, '');
    }
    if (/\btrial\b/i.test(concern) && this.trialTerm()) return this.trialTerm();
    // 'How to reach us by phone', 'our number': the number the documents give.
    if (/\b(?:phone|telephone|ring|call us|number to call|reach us)\b/i.test(concern)) {
      const phone = phoneNumberIn([...(this.input.referenced ?? []), ...(this.input.library ?? [])].map((r) => r.text));
      if (phone) return `Call us on ${phone}`;
    }
    if (!wanted.size) return null;
    // 'Where we are', 'how to find us', 'our address': the statement that gives a street address.
    if (/\b(?:where (?:we are|to find us|you'll find us|it is|to go)|find us|address|location|how to get (?:here|there))\b/i.test(concern)) {
      const at = this.statements.find((st) => /\b\d{1,4}[a-z]?\s+[A-Z][\w'-]+(?:\s+[A-Z][\w'-]+)*\s+(?:Street|St|Road|Rd|Lane|Avenue|Ave|Square|Place|Way|Court|Row|Hill|Parade|Terrace|Crescent|Close|Drive|Gardens|Quay|Wharf)\b|\b[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}\b/.test(st.text));
      if (at) return `You'll find us at ${this.said(at).replace(/[.]+$/, '').replace(/^(?:address|location|where|place|venue)\s*:\s*/i, '')}`;
    }
    const section = this.sectionAnswer(concern);
    if (section) return section.replace(/[.]+$/, '');
    // A question about something the price list names ('whether the Family plan covers …', 'how whitening works'): its own row answers it.
    const priced = this.facts.prices.find((p) => {
      const words = (p.plan ?? '').toLowerCase().split(/[\s,()]+/).filter((w) => w.length > 3 && !/^(plan|plans|service|standard|monthly|fitted)$/.test(w));
      const head = words[words.length - 1];
      return head && new RegExp(`\\b${escapeRegExp(head)}\\b`, 'i').test(concern);
    });
    // What the worry is about ('the reminders' in 'the reminders would annoy patients'): the answer must speak of it.
    const subject = [...keywordsOf(concern.split(/\s+(?:would|will|is|are|was|were|be|could|might|can|may|won't|wouldn't|isn't|aren't|needs?|takes?|costs?)\b/i)[0]!)];
    // ('first payout date' is answered by the line on payouts: words for which one or when add nothing to look for.)
    // ('the 24-hour cancellation rule' is about cancelling: a rule, a policy or terms are the kind of answer, not its subject.)
    const content = [...wanted].filter((w) => !/^(?:first|next|last|date|dates|time|times|day|days|details?|rules?|polic(?:y|ies)|terms)$/i.test(w));
    const enough = (content.length || wanted.size) >= 3 ? 2 : 1;
    let best: { text: string; score: number; use: () => void } | null = null;
    // 'Who gets a free test', 'which areas we cover': the answer is the whole list, never one of its comma parts.
    const whole = /^(?:who|which|what)\b/i.test(concern.trim());
    // ('arrival and leaving times' is answered by 'Arrive between 2pm and 8pm, leave by 11am': words by their stems.)
    // ('the cancellation rule' is answered by 'notice to cancel': 'cancellation' and 'cancel' are one word to a reader.)
    const loose = (w: string) => stemOf(w).replace(/(?:l?ation|al|e)$/, '');
    const wantedStems = (content.length ? content : [...wanted]).map(loose);
    const subjectStems = subject.map(loose);
    const consider = (text: string, use: () => void) => {
      const clauses = clausesOutsideBrackets(text, whole);
      // ('anywhere to park near the shop' is answered by 'Parking: free … car park, 50 metres from the shop', whose
      // clauses each hold one of its words: a short statement is read whole as well.)
      if (clauses.length > 1 && text.split(/\s+/).length <= 30) clauses.push(text);
      for (const clause of clauses) {
        // A line of prices answers a question about price, not 'whether drivers need new phones'.
        if (/[$£€]\s?\d/.test(clause) && !/\b(price|cost|pay|how much|fee|charge)/i.test(concern)) continue;
        const have = new Set([...keywordsOf(clause)].map(loose));
        if (subjectStems.length && !subjectStems.some((w) => have.has(w))) continue;
        const score = wantedStems.filter((w) => have.has(w)).length;
        // ('Loyalty card: every sixth groom is free': the label alone says nothing; the statement says it.)
        const label = /^([^:]{2,40}):\s*\S/.exec(text)?.[1]?.trim();
        const said = label && clause.trim() === label ? text : clause;
        if (score >= enough && score > (best?.score ?? 0)) best = { text: said.trim().replace(/[.]+$/, ''), score, use };
      }
    };
    for (const f of [...this.facts.terms, ...this.facts.features, ...this.facts.integrations]) consider(f.text, () => this.ledger.use(f));
    for (const answer of [this.facts.product, this.facts.differentiator, this.facts.description]) if (answer) consider(answer, () => this.ledger.profile(answer));
    for (const st of this.statements) consider(st.text, () => this.ledger.use({ text: st.text, source: st.source }));
    const found = best as { text: string; score: number; use: () => void } | null;
    // A statement sharing more of the question's words answers it better than a price row sharing one ('who gets a free
    // NHS test' is the line on free NHS tests, not the private test's price).
    const named = priced && (priced.plan ?? '').toLowerCase().split(/[\s,()]+/).filter((w) => w.length > 3 && !/^(plan|plans|service|standard|monthly|fitted)$/.test(w)).every((w) => new RegExp(`\\b${escapeRegExp(w)}\\b`, 'i').test(concern));
    if (priced && (named || !(found && found.score >= 2))) return this.cardSentence(cardOf(priced)).replace(/[.]+$/, '');
    if (!found) return null;
    found.use();
    return found.text;
  }

  /**
   * The documents' statements about something the request names ('Biscuit's story', 'the next training sessions'),
   * best first: those that share its rarest words, under a heading that names it or in their own text.
   */
  statementsAbout(phrase: string, max = 2): Statement[] {
    const own = keywordsOf(this.company);
    const generic = new Set(['story', 'section', 'date', 'dates', 'detail', 'details', 'news', 'update', 'everyone', 'keep', 'give', 'given', 'last', 'next', 'year', 'month', 'week', 'short', 'how', 'our', 'new'].map(stemOf));
    const words = [...keywordsOf(phrase)].map(stemOf).filter((w) => !own.has(w) && !generic.has(w));
    if (!words.length || !this.statements.length) return [];
    const bag = (st: Statement) => new Set([...keywordsOf(`${st.section} ${st.text}`)].map(stemOf));
    const bags = this.statements.map(bag);
    // A word in few statements says more than one in many ('Biscuit' beats 'meals').
    const weight = new Map(words.map((w) => [w, Math.log((bags.length + 1) / (bags.filter((b) => b.has(w)).length + 0.5))]));
    const total = words.reduce((n, w) => n + weight.get(w)!, 0);
    // A case study's lines are about its customer: only a phrase that names them ('the Roundhay story') is about those lines.
    const named = (st: Statement) => !st.story || [...keywordsOf(st.section)].map(stemOf).some((w) => words.includes(w));
    const scored = this.statements.map((st, i) => ({ st, score: named(st) ? words.filter((w) => bags[i]!.has(w)).reduce((n, w) => n + weight.get(w)!, 0) : 0 }));
    const best = Math.max(...scored.map((x) => x.score));
    if (best <= 0 || best < total * 0.34) return [];
    return scored.filter((x) => x.score >= best * 0.8).slice(0, max).map((x) => x.st);
  }

  /**
   * The labelled details of the topic's own document or section ('Date: Saturday 13 March 2027, 10am to 4pm',
   * 'Place: the Winter Garden'): what an event brief or a product sheet says of the thing the email is about.
   */
  topicDetails(topic: string | null = this.topic): { label: string; value: string; statement: Statement }[] {
    if (!topic) return [];
    const own = keywordsOf(this.company);
    const squash = (t: string) => t.toLowerCase().replace(/&/g, 'and').replace(/[^a-z0-9]+/g, ' ').split(' ').filter((w) => w && !own.has(w) && !/^(the|a|an|our|your|new)$/.test(w)).join('');
    const key = squash(topic);
    if (key.length < 4) return [];
    const out: { label: string; value: string; statement: Statement }[] = [];
    for (const st of this.statements) {
      if (!squash(`${st.source.title.replace(/\.[a-z]+$/i, '')}`).includes(key) && !squash(st.section).includes(key)) continue;
      const m = LABELLED.exec(st.text);
      if (m && !/^(contact|email|phone|notes?|internal)$/i.test(m[1]!.trim())) out.push({ label: m[1]!.trim(), value: m[2]!.trim().replace(/[.]+$/, ''), statement: st });
    }
    return out.slice(0, 8);
  }

  /** A statement from the documents as the copy says it, recorded as used. */
  said(st: Statement): string {
    return this.ledger.use({ text: st.text, source: st.source });
  }

  /** Where the call to action points: the request's link, else a link fact that fits, else the website; null when none. */
  link(prefer: RegExp | null = null, orWebsite = true): string | null {
    // A link written without its scheme ('example.com/peak') still needs one to be clickable.
    if (this.brief.links[0]) return /^[a-z][a-z+.-]*:\/\//i.test(this.brief.links[0]) || this.brief.links[0].startsWith('mailto:') ? this.brief.links[0] : `https://${this.brief.links[0].replace(/^\/+/, '')}`;
    const withUrl = this.facts.links.map((f) => ({ f, url: /https?:\/\/[^\s)>\]]+/.exec(f.text)?.[0] ?? null })).filter((l) => l.url);
    const fitting = (prefer && withUrl.find((l) => prefer.test(l.f.text))) || null;
    if (fitting) return this.ledger.use(fitting.f, fitting.url!);
    if (this.facts.website && orWebsite) return this.ledger.profile(this.facts.website);
    return null;
  }

  /** 'Hi Priya,' when the request names the reader, else the merge tag; a formal voice says 'Hello'. */
  greeting(): string {
    const hello = this.voice.formality === 'formal' ? 'Hello' : 'Hi';
    return `${hello} ${this.recipient ?? '{{first_name}}'},`;
  }

  /**
   * The voice's sign-off when set; else the team's, or the sender's for a one-to-one email. A person the request
   * names to sign it signs with the voice's closing words ('Talk soon' of 'Talk soon, the ChairTime team').
   */
  signOff(personal: boolean): string {
    if (this.sender) {
      const first = this.voice.signOff?.split(/[,\n]/)[0]!.trim() ?? '';
      // ('The ChairTime team' alone names who signs, and says no closing words.)
      const closing = first && !/\bteam\b/i.test(first) && !(this.company && first.includes(this.company)) ? first : 'Best';
      return `${closing},\n${this.sender.name}${this.sender.role ? `, ${this.sender.role}` : ''}\n${this.company}`;
    }
    if (this.voice.signOff) return this.voice.signOff;
    if (personal) return `Best,\n${this.ledger.blank('your name', "the sender's name")}\n${this.company}`;
    return `${this.pick.pick(['Best', 'Thanks', 'All the best'], 'email.closing')},\nThe ${this.company} team`;
  }
}

const FEE_WORDS = /\b(?:fees?|deposits?|surcharges?|charges?)\b/i;

/** Who a story is by when it names an organisation or a job in one: a business's result, not a household's. */
const ORGANISATION_WHO = /\b(?:ltd|limited|inc|llc|plc|gmbh|co-op|school|primary|academy|college|university|council|company|firm|fleet|practice|clinic|surgery|hospital|hotel|office|offices|agency|restaurant|café|cafe|bistro|kitchen|bar|pub|shop|store|group|partners|trust|charity|head|manager|director|ceo|cfo|coo|cto|founder|chef|owner|officer|coordinator|buyer|lead|hr)\b/i;
/** Whom an email is for, when they are businesses or people at work. */
const BUSINESS_READERS = /\b(?:business(?:es)?|compan(?:y|ies)|firms?|practices|clinics|schools|offices|managers?|directors?|heads? of|teams|hr|employers?|fleets?|organi[sz]ations?|b2b|landlords?|agencies|restaurants?|cafés?|cafes?|kitchens|shops|retailers?|venues?|councils?|decision[- ]makers?|procurement|buyers?|owners? of|(?:restaurant|shop|business|practice|salon|café|cafe|venue|hotel|pub|bar)\s+owners?|chefs?|trade|wholesale|corporate|clients? at)\b/i;
/** Whom an email is for, when they are people at home. */
const HOUSEHOLD_READERS = /\b(?:home|homeowners?|households?|families|family|parents?|mums?|dads?|kids|children|people|members|riders|cyclists|runners|students|learners|subscribers|fans|players|diners|guests|patients|shoppers|readers|couples|neighbours|locals|residents|individuals|owners|customers|clients|cooks|gardeners|pet owners|dog owners|beginners)\b/i;

/** 'business' or 'household' for a story that says which, else null (a first name and a town says neither for sure). */
function segmentOfProof(p: ProofFact): 'business' | 'household' | null {
  const who = `${p.who ?? ''} ${p.context ?? ''}`;
  if (ORGANISATION_WHO.test(who)) return 'business';
  return p.who && /^[A-Z][a-z'’-]+(?:\s+[A-Z][a-z'’-]+)?(?:,\s*[A-Z][\w'’ -]*)?$/.test(p.who.trim()) ? 'household' : null;
}

/**
 * 'business' or 'household' for whom an email is for, when it says: 'restaurant owners', 'practice managers' are at
 * work; 'home cooks', 'families' at home. Plain 'customers' are a household's only where the space sells to households.
 */
function segmentOfAudience(audience: string, spaceAudience: string | null): 'business' | 'household' | null {
  if (BUSINESS_READERS.test(audience)) return 'business';
  if (!HOUSEHOLD_READERS.test(audience)) return null;
  if (/^(?:(?:our|your|lapsed|past|old|former|existing|new|loyal|regular)\s+)*(?:customers|clients)\b/i.test(audience.trim())) {
    return spaceAudience && HOUSEHOLD_READERS.test(spaceAudience) && !BUSINESS_READERS.test(spaceAudience) ? 'household' : null;
  }
  return 'household';
}

/** Words that say a result happened or customers said something: what makes a figure a proof point. */
const RESULT_WORDS = /%|\b(cut|fell|rose|grew|saved?|more|fewer|less|increas\w*|reduc\w*|dropp?\w*|doubl\w*|halv\w*|tripl\w*|faster|lost|gained|won|went from|from\s+\S+\s+to|said|say|says|recommend\w*|rated|stars?|reviews?|finished|improv\w*|booked|filled|raised)\b/i;

/**
 * A customer's words within the voice's sentence limit: the clause that holds the figures, with an ellipsis for
 * what is left out, as any quotation is cut; the words themselves are never changed.
 */
function quotedWithin(text: string, limit: number | null): string {
  const words = (t: string) => t.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  if (!limit || words(text) <= limit) return text;
  const clauses = text.split(/(?<=[.;!?])\s+|,\s+|\s+(?=and\s)/).map((c) => c.trim()).filter(Boolean);
  const withFigures = clauses.filter((c) => /\d/.test(c) && words(c) <= limit - 1);
  const pick = withFigures[0] ?? clauses.find((c) => words(c) <= limit - 1);
  if (!pick) return text;
  const at = text.indexOf(pick);
  const cut = pick.replace(/^and\s+/i, '').replace(/[.;,]+$/, '');
  return `${at > 0 ? '…' : ''}${cut}${at + pick.length < text.trim().length - 1 ? '…' : ''}`;
}

/** A figure that counts something ('4,200 parcels'), once durations and intervals ('every two weeks', '14-day') are set aside. */
const COUNTED = /\d/;
const TIME_OF_DAY = /\b\d{1,2}(?::\d{2})?\s?(?:am|pm)\b/gi;
const DURATION = /\b(?:every\s+)?(?:\d[\d,.]*|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fourteen|thirty)[\s-](?:hours?|days?|weeks?|months?|years?|minutes?)\b/gi;

/** A brief's topic that is really the deliverable ('a win-back email') or the audience is no topic. */
function cleanTopic(topic: string | null, audience: string | null): string | null {
  if (!topic) return null;
  const t = topic
    .trim()
    .replace(/^(?:a|an|this|that|these)\s+/i, '')
    .replace(/\s+(?:promo(?:tional)?\s+|win-?back\s+|follow-?up\s+|nurture\s+|re-?engagement\s+)?(?:emails?|newsletters?|sequences?|campaigns?|subject lines?|announcements?)$/i, '')
    .trim();
  if (!t || /^(?:(?:the|our|a|an)\s+)?(emails?|newsletters?|sequences?|subject lines?|launch|promotion|win-?back|follow-?up|nurture|outreach|re-?engagement)$/i.test(t)) return null;
  // 'our winter' (from 'our winter campaign') is when, not what.
  if (/^(?:(?:our|the|this|next)\s+)?(?:winter|summer|spring|autumn|fall|christmas|easter|holiday|holidays|year-end|new year|january|february|march|april|may|june|july|august|september|october|november|december)$/i.test(t)) return null;
  // 'our price list', 'the event brief', 'our plans doc': where the facts are, not what the email is about.
  if (/^(?:our|the|my|your)\s+(?:[\w-]+\s+){0,2}(?:price list|pricing|doc|docs|document|sheet|one-?pager|brief|deck|pdf|case study)$/i.test(t.replace(/^(?:a|an|this|that|these)\s+/i, ''))) return null;
  if (audience && (audience.toLowerCase().includes(t.toLowerCase()) || t.toLowerCase().includes(audience.toLowerCase()))) return null;
  return inner(t);
}

/** The word that makes a name this one ('Topper' in 'the Topper Plan', 'Care' in 'the Harbourside Care Plan'): its first capitalised word not the company's. */
function nameWordOf(topic: string, company: ReadonlySet<string>): string | null {
  const words = topic.split(/\s+/).filter((w) => /^[A-Z]/.test(w)).map((w) => w.toLowerCase().replace(/[^a-z0-9-]/g, ''));
  return words.find((w) => w.length > 2 && !company.has(w) && !company.has(stemOf(w))) ?? null;
}

/** 'Designer frames cost', 'The Growth plan costs': the verb agrees with the name. */
const costVerb = (name: string) => (isPluralName(name) ? 'cost' : 'costs');

/** A text's clauses at sentence ends, semicolons and colons, never inside brackets ('(refund, edit, cancel)'); a list stays whole. */
function clausesOutsideBrackets(text: string, whole = false): string[] {
  const out = splitOutsideBrackets(text, (t, i) => /[.;:!?]/.test(t[i]!) && /\s/.test(t[i + 1] ?? ' '));
  // A long clause is a list of things said at once: each of its comma parts (outside brackets) stands alone.
  const parts = out.flatMap((c) => (!whole && c.trim().split(/\s+/).length > 14 ? commaParts(c) : [c]));
  return parts.map((c) => c.trim().replace(/^and\s+/i, '')).filter((c) => c.split(/\s+/).length >= 2);
}

function commaParts(text: string): string[] {
  // 'Zendesk, Gorgias or Freshdesk': a part of a word or two is a list item, not a clause.
  return splitOutsideBrackets(text, (t, i, start) => t[i] === ',' && !isNumberComma(t, i) && t.slice(start, i).trim().split(/\s+/).length >= 4);
}

/** 'the Topper Plan next week' is 'the Topper Plan': a date the brief read is when, not part of the name. */
function withoutDates(topic: string | null, dates: readonly string[]): string | null {
  if (!topic) return null;
  // ('steam day on Sunday 2 June' is 'steam day': the whole date goes, never its month alone, leaving 'Sunday 2'.)
  let t = topic.replace(/\s+(?:on\s+)?(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day\s+)?\d{1,2}(?:st|nd|rd|th)?\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*(?:\s+\d{4})?$/i, '');
  for (const d of [...dates].sort((a, b) => b.length - a.length)) if (d.trim() && t.toLowerCase().endsWith(` ${d.toLowerCase().trim()}`) && !/\d$/.test(t.slice(0, t.length - d.trim().length).trim())) t = t.slice(0, t.length - d.trim().length).trim();
  return t.replace(/\s+(?:for|in|this|next|from|on|by)$/i, '').trim() || null;
}

/** A name the request gives that the facts know too ('the Harbourside Care Plan' when the price list prices it): the topic the reader missed. */
function namedInRequest(request: string, facts: FactSheet): string | null {
  const names = [...new Set([...facts.prices.map((p) => p.plan), ...facts.features.map((f) => /^([^:]{3,50}):/.exec(f.text)?.[1] ?? null)].filter((n): n is string => Boolean(n && /[A-Z]/.test(n.slice(1)))))];
  const lower = request.toLowerCase();
  const found = names.filter((n) => lower.includes(n.toLowerCase())).sort((a, b) => b.length - a.length)[0];
  if (!found) return null;
  const at = lower.indexOf(found.toLowerCase());
  return /\bthe\s+$/i.test(request.slice(Math.max(0, at - 4), at)) ? `the ${request.slice(at, at + found.length)}` : request.slice(at, at + found.length);
}

/** 'to current customers who have a second dog at home' in the request: whom it is for, when the brief missed it. */
function audienceIn(request: string, recipient: string | null): string | null {
  if (recipient) return null;
  const line = request.split('\n')[0]!;
  const m = new RegExp(`\\b(?:to|for)\\s+((?:(?:our|all|the|current|past|existing|new|former|lapsed|local|[A-Z][\\w&'-]*|[a-z][\\w'-]*)\\s+){0,4}?${PEOPLE_WORDS})\\b((?:\\s+(?:who|whose|that)\\s+[^.:;!?]+)?)`, 'i').exec(line);
  if (!m) return null;
  // ('to let members know', 'to remind parents': the verb says why it is sent; the people after it are whom it is for.)
  return `${m[1]}${m[2] ?? ''}`.trim().replace(/\s+(?:with code|by|until|before)\s.*$/i, '').replace(/^(\S+)\s+/, (all, verb: string) => (PURPOSE_VERB.test(verb) ? '' : all));
}

function cleanAudience(audience: string | null): string | null {
  const a = audience?.trim().replace(/^(?:to|for)\s+/i, '').replace(/[.!?]+$/, '');
  if (!a) return null;
  // 'the whole past-customer list' is past customers: the copy speaks to people, never to the list they are on; a list
  // that names no one ('the newsletter list', 'our mailing list') is everyone who reads it.
  const list = /^(?:the\s+|our\s+|my\s+)?(?:whole\s+|entire\s+|full\s+)?(.*?)[\s-]*(?:list|database|mailing list)$/i.exec(a);
  if (!list) return a;
  const people = list[1]!.replace(/[\s-]+$/, '').replace(/-/g, ' ').trim();
  if (!people || /^(?:newsletter|mailing|email|e-mail|subscriber|contact)s?$/i.test(people)) return null;
  return /(?:customer|client|member|guest|patient|student|subscriber|buyer|owner|donor|parent)$/i.test(people) ? `${people}s` : people;
}

/**
 * 'landlords' read from 'for landlords with 3+ properties: …' gets its qualifier back ('landlords with 3+ properties'):
 * the qualifier is what sets this audience apart from the profile's, and the copy speaks to it.
 */
function withQualifier(audience: string | null, request: string): string | null {
  if (!audience || /\s(?:with|of|who|whose)\s/i.test(audience)) return audience;
  const at = request.toLowerCase().indexOf(`${audience.toLowerCase()} with `);
  if (at < 0) return audience;
  const rest = request.slice(at + audience.length + 1);
  // ('with 20 to 80 staff': a range's 'to' is part of it.)
  const m = /^with\s+[^:;,.!?()]+?(?=\s+(?:about|(?<!\d\s*)to|for|on|before|until|by|using|from|who|that|which|and\s+(?:a|an|the|say|mention))\b|[:;,.!?()]|$)/i.exec(rest);
  return m && m[0].split(/\s+/).length <= 6 ? `${audience} ${m[0].trim()}` : audience;
}

/** 'practice managers who booked a demo' gives 'practice managers'. */
function headOfAudience(audience: string): string {
  return audience.split(/\s+(?:who|that|which|whose|at|in|from|with)\s+|,/)[0]!.trim();
}

/**
 * 'customers who cancelled in the last 90 days' gives 'you cancelled in the last 90 days', 'homeowners whose boiler
 * is more than 12 years old' gives 'your boiler is more than 12 years old', and people on a trial are told they
 * started one ('you started a Relaydesk trial'); none without such a clause.
 */
function situationOf(audience: string, company: string): string | null {
  const whose = /\bwhose\s+(.+)$/i.exec(audience);
  if (whose) return `your ${whose[1]!.replace(/\b(their|his|her)\b/gi, 'your')}`;
  if (/\btrial(?:ist)?s?\b|\btrial (?:users?|sign-?ups?)\b/i.test(headOfAudience(audience))) return `you started ${withIndefinite(company)} trial`;
  const m = /\bwho\s+(.+)$/i.exec(audience);
  if (!m) return null;
  const clause = m[1]!.replace(/\s+but\s+never\s+.*$/i, '').replace(/^(have|has)\s+(?=\w+ed\b)/i, '');
  // 'who signs up' says 'you sign up': a verb agrees with 'you'.
  const agreed = clause.replace(/^is\b/i, 'are').replace(/^has\b/i, 'have').replace(/^was\b/i, 'were').replace(/^(\w+?)(?:ies)\b/i, '$1y').replace(/^(\w+?(?:ss|sh|ch|x|o))es\b/i, '$1').replace(/^(\w+[^s])s\b/i, '$1').replace(/\b(their|his|her)\b/gi, 'your');
  return `you ${agreed}`;
}

/** How much of the topic a fact speaks of: the share of the topic's words (the company's name aside) that are in it. */
function overlap(text: string, topic: string, company: string | null): number {
  const own = company ? keywordsOf(company) : new Set<string>();
  const words = [...keywordsOf(topic)].filter((w) => !own.has(w));
  if (!words.length) return 0;
  const have = new Set([...keywordsOf(text)].map(stemOf));
  return words.filter((w) => have.has(w)).length / words.length;
}


import { has, type Word } from './english-words.ts';
import { isDeliverableNoun } from './deliverable-nouns.ts';

// People a marketer writes to, as lemmas; the tagger's `Actor` tag covers many more ('managers', 'dentists').
const PEOPLE = new Set(
  'customer client patient student resident participant applicant agent tenant merchant consultant accountant attendant employee trainee retiree donor supporter member volunteer parent family subscriber owner manager buyer shopper prospect lead patient student team people person user founder marketer teacher nurse couple fundraiser partner reseller distributor dealer retailer wholesaler trustee alumnus alumni guest visitor reader listener viewer fan follower attendee delegate participant resident tenant landlord homeowner driver rider traveller traveler commuter diner foodie runner cyclist gamer player coach athlete investor shareholder stakeholder employee staff colleague recruit candidate hire graduate professional executive director head lead decision-maker cfo ceo cto cmo coo vp admin administrator agent broker planner buyer sponsor champion advocate ambassador pet-owner dog-owner grandparent kid child teen teenager adult senior retiree millennial mum mom dad father mother neighbour neighbor audience segment household contact account sign-up signup trialist triallist regular local newcomer beginner learner rider walker groomer breeder'.split(' '),
);
// Organisations a business sells to: a plural of one of these is an audience ('for dental practices').
export const ORGANISATIONS = new Set(
  'practice business company firm agency clinic school cafe café restaurant shop store brand startup start-up organisation organization charity nonprofit non-profit hospital hotel gym salon office sme smb enterprise supplier manufacturer carrier haulier shipper warehouse venue club church council university college bakery bar pub studio dealership fleet operator provider institution group chain franchise'.split(' '),
);
// Plurals that end like people (-er, -or, -ist) but are things.
const THINGS = new Set('order offer paper letter folder banner sticker voucher flyer poster trailer container filter number corner computer printer counter freezer timer router charger sensor monitor motor factor sector color colour door floor mirror error list playlist checklist wishlist register shoulder tier layer border character flower power tower chapter burger cover centre center hamper boiler heater sweater jumper blender planter cracker butter water weather summer winter'.split(' '));

/** Whether a lemma is one of the people or organisations a marketer writes to ('brand', 'founder'). */
export function isPeopleWord(lemma: string): boolean {
  return PEOPLE.has(lemma) || ORGANISATIONS.has(lemma);
}

/** Whether a noun names people (or organisations, in the plural) the copy is for, rather than a product or a subject. */
export function isPeopleNoun(word: Word): boolean {
  const lemma = word.lemma.replace(/[-–]/g, '-');
  if (isDeliverableNoun(lemma) || THINGS.has(lemma)) return false;
  // 'new hires' are people; 'weekend bike hire' and 'van hire' are a service.
  if (lemma === 'hire') return has(word, 'Plural') || word.lower.endsWith('s');
  // 'lapsed trials', 'expired trials': in a marketer's shorthand, the people who took a trial.
  if (lemma === 'trial' || word.lower === 'trials') return word.lower.endsWith('s');
  if (PEOPLE.has(lemma) || has(word, 'Person', 'FirstName')) return true;
  if (has(word, 'Actor')) return true;
  const plural = has(word, 'Plural') || (word.lower !== word.lemma && word.lower.endsWith('s'));
  if (plural && ORGANISATIONS.has(lemma)) return true;
  return plural && /(?:[^aeiou]er|or|ist|ian|eer)$/.test(lemma) && lemma.length > 4;
}

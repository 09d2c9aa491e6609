/**
 * British and American spellings of common marketing words, for 'Use British spelling' on an answer already
 * written: the word families that differ (-ise/-ize, -our/-or, -re/-er, -ll-/-l-, -ogue/-og, -ence/-ense) and a
 * few one-offs. Words that are the same in both (size, prize, seize, capsize) are left alone.
 */
const ONE_OFFS: [string, string][] = [
  ['programme', 'program'], ['grey', 'gray'], ['catalogue', 'catalog'], ['dialogue', 'dialog'], ['defence', 'defense'], ['licence', 'license'],
  ['offence', 'offense'], ['cheque', 'check'], ['tyre', 'tire'], ['enrol', 'enroll'], ['enrolment', 'enrollment'], ['fulfil', 'fulfill'], ['fulfilment', 'fulfillment'],
  ['instalment', 'installment'], ['skilful', 'skillful'], ['aluminium', 'aluminum'], ['mum', 'mom'], ['jewellery', 'jewelry'], ['plough', 'plow'], ['ageing', 'aging'],
  ['judgement', 'judgment'], ['analogue', 'analog'], ['sceptical', 'skeptical'], ['pyjamas', 'pajamas'], ['doughnut', 'donut'], ['manoeuvre', 'maneuver'],
];
const OUR = ['colour', 'favour', 'favourite', 'flavour', 'honour', 'humour', 'labour', 'neighbour', 'behaviour', 'harbour', 'rumour', 'savour', 'endeavour', 'vapour', 'valour', 'odour', 'armour', 'parlour', 'glamour'];
const RE = ['centre', 'theatre', 'metre', 'litre', 'fibre', 'calibre', 'sombre', 'spectre', 'lustre'];
const LL = ['travel', 'cancel', 'model', 'label', 'fuel', 'signal', 'level', 'channel', 'total', 'counsel', 'dial', 'equal', 'marvel', 'pedal', 'jewel', 'tunnel', 'quarrel', 'label'];
const ISE_KEEP = new Set(['size', 'sized', 'sizes', 'sizing', 'prize', 'prizes', 'seize', 'seized', 'capsize', 'capsized', 'baize', 'maize', 'citizen', 'citizens', 'denizen', 'wizened', 'bronze', 'freeze', 'breeze', 'analyze']);
const YSE = ['analyse', 'paralyse', 'catalyse'];

/** Pairs of (British, American) forms with their inflections. */
function pairs(): [string, string][] {
  const out: [string, string][] = [...ONE_OFFS];
  for (const w of OUR) {
    const us = w.replace(/our/, 'or');
    for (const end of ['', 's', 'ed', 'ing', 'ful', 'able', 'ite', 'ites']) out.push([w + end, us + end]);
  }
  for (const w of RE) {
    const us = w.replace(/re$/, 'er');
    out.push([w, us], [`${w}s`, `${us}s`], [`${w}d`, `${us}ed`]);
  }
  for (const w of LL) for (const end of ['ed', 'ing', 'er', 'ers', 'ation']) out.push([w.replace(/l$/, 'll') + end, w + end]);
  for (const w of YSE) for (const end of ['', 's', 'd', 'r']) out.push([w + end, w.replace(/yse$/, 'yze') + end]);
  return out;
}
const PAIRS = pairs();

function keepCase(model: string, word: string): string {
  if (model === model.toUpperCase() && model.length > 1) return word.toUpperCase();
  return model[0] === model[0]!.toUpperCase() ? word.charAt(0).toUpperCase() + word.slice(1) : word;
}

/** The text in British or American spelling; links, merge tags and code words are left as they are. */
export function respell(text: string, to: 'british' | 'american'): string {
  const from = new Map(PAIRS.map(([gb, us]) => (to === 'british' ? [us, gb] : [gb, us])));
  return text.replace(/(https?:\/\/\S+|\{\{[^}]*\}\}|#[\w]+)|\b([A-Za-z]+)\b/g, (all, kept: string | undefined, word: string) => {
    if (kept) return all;
    const lower = word.toLowerCase();
    const direct = from.get(lower);
    if (direct) return keepCase(word, direct);
    if (ISE_KEEP.has(lower) || /^[A-Z0-9]{2,}$/.test(word)) return word;
    // -ize, -ization and their forms ('organize', 'personalized', 'optimization').
    const m = to === 'british' ? /^(\w{3,})iz(e|es|ed|ing|ation|ations|er|ers)$/.exec(lower) : /^(\w{3,})is(e|es|ed|ing|ation|ations|er|ers)$/.exec(lower);
    if (m && !ISE_KEEP.has(lower) && !(to === 'american' && /(?:advert|adv|compr|desp|enterpr|exerc|improv|superv|surpr|telev|rev|wi|prem|prom|exp|franch|merchand|cru|prec|conc|rai|prai|otherw|ari|po|no|appr|dev|ch|wh|televi|mi|le|cla|pha|ba|ca)$/.test(m[1]!))) {
      return keepCase(word, `${m[1]}${to === 'british' ? 'is' : 'iz'}${m[2]}`);
    }
    return word;
  });
}

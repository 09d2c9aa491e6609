import nlp from 'compromise';
import type { Fact, FactSource } from './fact-sheet.ts';
import type { DocumentItem } from './document-items.ts';

const INTEGRATION_SECTIONS = /(integrat|works with|connect|compatib|plug|syncs?|partners|apps)/i;
const INTEGRATES = /\b(?:integrat(?:es|ed|ion|ions)?|syncs?|synchroni[sz]es?|connects?|works|compatible|plugs?|imports?|exports?|talks)\s+(?:directly\s+|natively\s+|two-way\s+|seamlessly\s+)?(?:with|to|into|from)\s+(.+)$/i;

/** Whether a statement is about what the product works with. */
export function isIntegration(item: DocumentItem): boolean {
  return INTEGRATES.test(item.text) || (INTEGRATION_SECTIONS.test(item.section) && item.kind !== 'quote');
}

/**
 * Whether a statement is a feature that also names what it works with ('Online booking that syncs with Google
 * Calendar'): something of the product comes before the verb, outside a section about integrations.
 */
export function isFeatureNamingIntegration(item: DocumentItem): boolean {
  if (INTEGRATION_SECTIONS.test(item.section) || item.kind === 'row') return false;
  const at = INTEGRATES.exec(item.text)?.index ?? -1;
  const before = at > 0 ? item.text.slice(0, at).replace(/\b(that|which|it|and)\s*$/i, '').trim() : '';
  return before.split(/\s+/).filter((w) => /[a-z]/i.test(w)).length >= 2 && !/^(it|we|our app|the app|this|everything)$/i.test(before);
}

/** The systems a document says the product works with, one fact per system ('Dentrix', 'Open Dental'). */
export function integrationFacts(items: readonly DocumentItem[], source: FactSource): Fact[] {
  const names: string[] = [];
  for (const item of items) {
    const listed = INTEGRATES.exec(item.text)?.[1];
    // 'Pricing details: https://…' under an integrations heading is a link, not a system.
    const inSection = INTEGRATION_SECTIONS.test(item.section) && item.kind !== 'quote' && !/\bhttps?:\/\/|\bwww\./i.test(item.text);
    if (!listed && !inSection) continue;
    const text = listed ?? item.cells?.[0]?.value ?? item.text;
    for (const name of namesIn(text, !listed && item.kind !== 'sentence')) if (!names.includes(name)) names.push(name);
  }
  return names.map((text) => ({ text, source }));
}

/**
 * The names in a list ('Dentrix, Eaglesoft and Open Dental (two-way sync)'): capitalised words, split at commas
 * and 'and'; a bullet's name is its text before a dash or colon.
 */
function namesIn(text: string, wholeItem: boolean): string[] {
  if (wholeItem) {
    const head = text.split(/\s+[–—-]\s+|:\s|\s\(/)[0]!.trim().replace(/[.;,]+$/, '');
    return head && head.split(/\s+/).length <= 4 ? [head] : [];
  }
  const out: string[] = [];
  for (const part of text.replace(/\([^)]*\)/g, '').split(/,|;|\band\b|\bor\b|&|\//)) {
    const words = part.trim().split(/\s+/);
    const name: string[] = [];
    for (const w of words) {
      if (/^[A-Z0-9][\w.+-]*$/.test(w.replace(/[.,;:!?]+$/, ''))) name.push(w.replace(/[.,;:!?]+$/, ''));
      else if (name.length) break;
    }
    const joined = name.join(' ');
    if (joined && !/^(The|A|An|Our|Your|All|Most|Any|It|We)$/.test(joined)) out.push(joined);
  }
  // A sentence with no capitalised names: the parser's organisations, if any.
  return out.length ? out : (nlp(text).organizations().out('array') as string[]).map((n) => n.replace(/[.,;:!?]+$/, ''));
}

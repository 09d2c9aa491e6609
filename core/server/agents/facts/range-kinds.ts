import { escapeRegExp } from '../../../domain/escape-reg-exp.ts';

/**
 * Whether a row that lists kinds of one thing ('Soap bars (110g): oatmeal & honey, seaweed & lime, rose clay: £6.50 each')
 * lists the one the topic names ('the new seaweed & lime bar'): the topic is then one of the row's things, at its price.
 */
export function variantNamed(rowText: string, rowName: string, topic: string): boolean {
  const listed = new RegExp(`^${escapeRegExp(rowName)}\\s*(?:\\([^)]*\\))?\\s*:\\s*([^$£€]+?)\\s*[:.–—-]\\s*(?:from\\s+)?[$£€]`, 'i').exec(rowText.trim())?.[1];
  if (!listed) return false;
  const said = ` ${topic.toLowerCase().replace(/[^a-z0-9&]+/g, ' ')} `;
  return listed.split(/,\s*|\s+or\s+/).map((v) => v.toLowerCase().replace(/[^a-z0-9&]+/g, ' ').trim()).some((v) => v.length >= 3 && said.includes(` ${v} `));
}

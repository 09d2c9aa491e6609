import type { Fact, FactSource } from './fact-sheet.ts';
import type { DocumentItem } from './document-items.ts';

const MONTH = '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
// A day with its month, either way round ('10 January', 'January 10th', 'Sat 12 Oct').
const DAY_AND_MONTH = new RegExp(`\\b\\d{1,2}(?:st|nd|rd|th)?\\s+${MONTH}\\b|\\b${MONTH}\\s+\\d{1,2}(?:st|nd|rd|th)?\\b`, 'i');

/** The statements of a document that give a day and month: events, sessions, deadlines. */
export function dateFacts(items: readonly DocumentItem[], source: FactSource): Fact[] {
  return items.filter((item) => item.kind !== 'quote' && DAY_AND_MONTH.test(item.text) && item.text.length <= 300).map((item) => ({ text: item.text.replace(/[.;]+$/, ''), source }));
}

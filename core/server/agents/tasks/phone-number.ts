/** A phone number as copy writes it: '01422 555019', '+44 1603 555 019', '(555) 123-4567', '555-123-4567'. */
const PHONE_NUMBER = /(?:\+\d{1,3}[\s-]?)?(?:\(\d{2,5}\)\s?|\b0\d{2,4}[\s-]?)\d{3,4}[\s-]?\d{3,4}\b|\b\d{3}-\d{3}-\d{4}\b/;

/** The first phone number in the texts, in their order (the request, then the facts, then the documents). */
export function phoneNumberIn(texts: readonly string[]): string | null {
  for (const text of texts) {
    const found = PHONE_NUMBER.exec(text)?.[0];
    if (found) return found;
  }
  return null;
}

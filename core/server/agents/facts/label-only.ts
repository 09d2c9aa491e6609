import nlp from 'compromise';

// The last word of a heading that only names a part of a document ('Trial terms', 'Delivery information', 'Small print').
const LABEL_HEADS = /\b(terms|conditions|policy|policies|information|info|details|print|faqs?|questions|notes|overview|summary|pricing|prices|plans|options|section|t&cs?|ts&cs)$/i;

/** A bare label rather than a statement: a few words, no figure and no verb, ending on a word that names a part of a document. */
export function isLabelOnly(text: string): boolean {
  const t = text.trim().replace(/[.:;]+$/, '');
  if (!t || /\d/.test(t) || t.split(/\s+/).length > 5) return false;
  // The parser takes a first word such as 'Plan' for a verb; a verb after it makes a statement ('Prices include VAT').
  const terms = (nlp(t).json() as { terms: { tags: string[] }[] }[])[0]?.terms ?? [];
  return LABEL_HEADS.test(t) && !terms.slice(1).some((x) => x.tags.includes('Verb') && !x.tags.includes('Noun'));
}

/**
 * Words about a customer said to that customer: 'his headboard taking seven weeks' is 'your headboard taking seven
 * weeks', 'her wedding in September' is 'your wedding in September'.
 */
export function saidToThem(text: string): string {
  return text
    .replace(/\b(?:his|her|their)\b/gi, 'your')
    .replace(/\b(?:he|she|they)\b/gi, 'you')
    .replace(/\b(?:him|them)\b/gi, 'you')
    .replace(/\byou (?:was|is)\b/gi, (m) => (/was/i.test(m) ? 'you were' : 'you are'))
    .replace(/\bhimself|herself|themselves\b/gi, 'yourself');
}

/**
 * Apollo's people search masks a last name until the person is enriched: its first two characters, three
 * asterisks and its last one (`Sc***t`). Such a name is shown as it is, marked as masked, and never written to
 * anyone (an outreach tool gets no last name rather than a masked one).
 */
const MASKED = /^[^*\s]{1,2}\*{3}[^*\s]?$/;

export function isMaskedLastName(name: string | null | undefined): boolean {
  return typeof name === 'string' && MASKED.test(name.trim());
}

import type { LeadInput } from './lead-list-repository.ts';

/** What makes a lead the same person in a list: the provider's id when known, else the lower-cased email. */
export function leadDedupeKey(lead: Pick<LeadInput, 'externalId' | 'email'>): string | null {
  const id = lead.externalId?.trim();
  if (id) return `id:${id}`;
  const email = lead.email?.trim().toLowerCase();
  return email ? `email:${email}` : null;
}

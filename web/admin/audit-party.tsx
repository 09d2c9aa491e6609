import type { AuditParty } from '../../core/domain/admin/audit-labels.ts';

/** An audit entry's actor or target in a table cell: the name, the email under it, the id on hover. */
export function AuditPartyCell({ party }: { party: AuditParty | null }) {
  if (!party) return <>—</>;
  return (
    <span className="audit-party" title={party.id ?? undefined}>
      <span className="audit-party-name">{party.text}</span>
      {party.email && <span className="audit-party-email">{party.email}</span>}
    </span>
  );
}

/** Readable names for the audit log's action codes: the admin Security screen shows these, never `member.role_changed`. */
const AUDIT_ACTION_LABELS: Readonly<Record<string, string>> = {
  'auth.login': 'Signed in',
  'auth.login_failed': 'Failed sign-in',
  'auth.login_throttled': 'Sign-in blocked after too many attempts',
  'auth.password_changed': 'Changed their password',
  'auth.password_change_failed': 'Failed password change',
  'auth.sessions_ended': 'Signed out other sessions',
  'user.disabled': 'Disabled a user',
  'user.enabled': 'Enabled a user',
  'member.role_changed': "Changed a member's role",
  'member.removed': 'Removed a member',
  'member.invited': 'Invited a member',
  'invite.resent': 'Resent an invitation',
  'invite.revoked': 'Revoked an invitation',
  'join_request.approved': 'Approved a join request',
  'join_request.denied': 'Denied a join request',
  'space.deleted': 'Deleted a space',
  'plan.changed': 'Changed the plan',
  'credits.added': 'Added credits',
  'credits.deducted': 'Deducted credits',
  'credits.purchased': 'Bought credits',
  'credits.granted_by_admin': 'Granted credits (platform admin)',
};

/** The action in words ('member.role_changed' → "Changed a member's role"); an unknown code reads as a sentence. */
export function auditActionLabel(action: string): string {
  const known = AUDIT_ACTION_LABELS[action];
  if (known) return known;
  const words = action.replace(/[._-]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : 'Other';
}

/** How an audit entry's actor or target reads: a name with its email, the raw id kept for a hover title. */
export interface AuditParty {
  text: string;
  email: string | null;
  /** The id (or code) behind the text, for a `title`; null when the text is the whole story. */
  id: string | null;
}

/** The actor: their name and email; an actor the server no longer knows reads 'Unknown user' (the id on hover). */
export function auditActor(entry: { actor_id: string | null; actor_name?: string | null; actor_email?: string | null }): AuditParty | null {
  if (!entry.actor_id) return null;
  const name = entry.actor_name?.trim() || entry.actor_email || 'Unknown user';
  return { text: name, email: entry.actor_name?.trim() ? (entry.actor_email ?? null) : null, id: entry.actor_id };
}

/**
 * The target: a user, organization or space by name (and a user's email); an email address as itself
 * (failed sign-ins); any other reference (a transaction, a payment) by what it is, the id on hover.
 */
export function auditTarget(entry: { action: string; target: string | null; target_name?: string | null; target_email?: string | null; details?: unknown }): AuditParty | null {
  if (!entry.target) return null;
  const name = entry.target_name?.trim();
  if (name) return { text: name, email: entry.target_email ?? null, id: entry.target };
  if (entry.target_email) return { text: entry.target_email, email: null, id: entry.target };
  if (entry.target.includes('@')) return { text: entry.target, email: null, id: null };
  // What the entry itself kept: an invitation's address, a deleted space's name.
  const details = entry.details && typeof entry.details === 'object' ? (entry.details as Record<string, unknown>) : {};
  const kept = typeof details.email === 'string' ? details.email : typeof details.name === 'string' ? details.name : null;
  if (kept) return { text: kept, email: null, id: entry.target };
  return { text: TARGET_KINDS.find(([prefix]) => entry.action.startsWith(prefix))?.[1] ?? 'Record', email: null, id: entry.target };
}

/** What an unnamed target is, by the action's area (the id shows on hover). */
const TARGET_KINDS: readonly (readonly [string, string])[] = [
  ['credits.', 'Credit transaction'],
  ['member.role', 'Unknown user'],
  ['member.removed', 'Unknown user'],
  ['member.invited', 'Invitation'],
  ['invite.', 'Invitation'],
  ['join_request.', 'Join request'],
  ['user.', 'Unknown user'],
  ['auth.sessions', 'Session'],
  ['space.', 'Space'],
];

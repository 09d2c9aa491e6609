/**
 * Whether the organization lets plain members perform writes in connected tools (apply agents' proposals,
 * create drafts): off unless an owner or admin turns it on in the organization settings.
 */
export function membersMayApplyActions(settings: Record<string, unknown>): boolean {
  return settings.members_may_apply_actions === true;
}

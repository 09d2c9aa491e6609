// Outreach (Instantly): the actions this feature records in the audit log, added to the platform's (ports/audit-trail.ts).
declare module '../ports/audit-trail.ts' {
  interface AuditActions {
    'outreach.campaign_drafted': true;
    'outreach.leads_added': true;
    'outreach.campaign_launched': true;
    'outreach.campaign_paused': true;
    'outreach.campaign_resumed': true;
    'outreach.settings_changed': true;
  }
}

export {};

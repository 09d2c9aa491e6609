// Publishing: the actions this feature records in the audit log, added to the platform's (ports/audit-trail.ts).
declare module '../ports/audit-trail.ts' {
  interface AuditActions {
    'publishing.draft_sent': true;
  }
}

export {};

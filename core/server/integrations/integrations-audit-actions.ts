// Integrations: the actions this feature records in the audit log, added to the platform's (ports/audit-trail.ts).
declare module '../ports/audit-trail.ts' {
  interface AuditActions {
    'integration.connected': true;
    'integration.disconnected': true;
    'integration.secrets_resealed': true;
    'integration.selected': true;
  }
}

export {};

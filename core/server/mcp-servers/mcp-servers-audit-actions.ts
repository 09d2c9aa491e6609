// Tool servers: the actions this feature records in the audit log, added to the platform's (ports/audit-trail.ts).
declare module '../ports/audit-trail.ts' {
  interface AuditActions {
    'mcp_server.added': true;
    'mcp_server.tools_refreshed': true;
    'mcp_server.tool_toggled': true;
    'mcp_server.removed': true;
    'mcp_server.tool_called': true;
  }
}

export {};

/** Table shapes for Kysely. Times are ISO-8601 strings and booleans 0/1, the same on SQLite and PostgreSQL. */
export interface OrganizationsTable {
  id: string;
  name: string;
  created_at: string;
}

export interface UsersTable {
  id: string;
  email: string;
  name: string;
  password_hash: string;
  role: string;
  org_id: string | null;
  created_at: string;
  last_login_at: string | null;
  disabled_at: string | null;
}

export interface SpacesTable {
  id: string;
  org_id: string;
  name: string;
  slug: string;
  description: string | null;
  is_default: number;
  created_at: string;
}

export interface RefreshTokensTable {
  id: string;
  user_id: string;
  family_id: string;
  token_hash: string;
  expires_at: string;
  created_at: string;
  used_at: string | null;
  revoked_at: string | null;
}

export interface DatabaseSchema {
  organizations: OrganizationsTable;
  users: UsersTable;
  spaces: SpacesTable;
  refresh_tokens: RefreshTokensTable;
}

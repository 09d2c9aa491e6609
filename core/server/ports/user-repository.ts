import type { ServiceIdentifier } from 'inversify';
import type { UserRecord } from './records.ts';

export interface UserRepository {
  findById(id: string): Promise<UserRecord | null>;
  /** Emails are compared case-insensitively (stored lowercased). */
  findByEmail(email: string): Promise<UserRecord | null>;
  create(user: UserRecord): Promise<void>;
  recordLogin(id: string, at: Date): Promise<void>;
  count(): Promise<number>;
}
export const UserRepository: ServiceIdentifier<UserRepository> = Symbol.for('server.UserRepository');

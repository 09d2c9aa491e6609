import type { ServiceIdentifier } from 'inversify';
import type { WaitlistEntryRecord } from './records.ts';

export interface WaitlistRepository {
  add(entry: WaitlistEntryRecord): Promise<void>;
  findByEmail(email: string): Promise<WaitlistEntryRecord | null>;
  findById(id: string): Promise<WaitlistEntryRecord | null>;
  list(status: WaitlistEntryRecord['status'] | undefined, limit: number, offset: number): Promise<{ rows: WaitlistEntryRecord[]; total: number }>;
  approve(id: string, at: Date): Promise<void>;
}
export const WaitlistRepository: ServiceIdentifier<WaitlistRepository> = Symbol.for('server.WaitlistRepository');

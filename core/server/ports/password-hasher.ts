import type { ServiceIdentifier } from 'inversify';

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
}
export const PasswordHasher: ServiceIdentifier<PasswordHasher> = Symbol.for('server.PasswordHasher');

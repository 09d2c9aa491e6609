import type { ServiceIdentifier } from 'inversify';

/** Mail providers anyone can sign up with (gmail.com, outlook.com...): they never match an organization. */
export interface PublicEmailDomains {
  isPublic(domain: string): boolean;
}
export const PublicEmailDomains: ServiceIdentifier<PublicEmailDomains> = Symbol.for('server.PublicEmailDomains');

import type { ServiceIdentifier } from 'inversify';

export interface ApiConfig {
  /** Origin of the API host, '' for same-origin (the web app). */
  baseUrl: string;
  /** The page's own origin when the API is same-origin (the web app), for the agent socket's address. */
  pageOrigin?: string;
}
export const ApiConfig: ServiceIdentifier<ApiConfig> = Symbol.for('ApiConfig');
export const API_PREFIX = '/api/v1';

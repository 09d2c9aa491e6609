import type { ServiceIdentifier } from 'inversify';

export interface ApiConfig {
  /** Origin of the API host, '' for same-origin (the web app). */
  baseUrl: string;
}
export const ApiConfig: ServiceIdentifier<ApiConfig> = Symbol.for('ApiConfig');
export const API_PREFIX = '/api/v1';

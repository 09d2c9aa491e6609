import { ServerError } from '../errors.ts';
import { IntegrationsServerMessages } from './integrations-server-messages.ts';

/**
 * A provider's refusal or failure in our terms. `detail` is the provider's own reason, already stripped of
 * anything secret by the adapter, fit to show an owner ("Error validating access token: the user changed
 * their password"). `bad_address`: a site address we refuse to call (not http(s), or not a public host).
 */
export type ProviderFailure = 'auth_refused' | 'rate_limited' | 'unavailable' | 'bad_response' | 'not_found' | 'bad_address';

export class ProviderError extends Error {
  constructor(
    readonly failure: ProviderFailure,
    readonly detail: string,
    /** Seconds the provider asked us to wait, when it said. */
    readonly retryAfterSeconds?: number,
  ) {
    super(`${failure}: ${detail}`);
    this.name = 'ProviderError';
  }
}

/** A provider failure that is not the caller's to fix, in our catalogue: 503 with the provider's Retry-After. */
export function providerUnavailable(providerName: string, error: ProviderError): ServerError {
  return new ServerError('INTEGRATION.PROVIDER_UNAVAILABLE', IntegrationsServerMessages.integrationUnavailable(providerName, error.detail), [], {
    retryAfterSeconds: error.retryAfterSeconds,
  });
}

import { inject, injectable } from 'inversify';
import { ApiClient } from './api-client.ts';
import { AuthState } from '../auth/auth-state.ts';
import { ApiError } from '../../domain/api-error.ts';
import { Messages } from '../../domain/messages.ts';

/** A screen's call that must not run signed out, during logout, or after the screen is gone (spec 5). */
@injectable()
export class GuardedCall {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}

  async run<T>(call: (api: ApiClient) => Promise<T>, isMounted: () => boolean = () => true): Promise<T> {
    this.check(isMounted);
    const result = await call(this.api);
    if (!isMounted()) throw new ApiError(Messages.componentUnmounted, 'CANCELLED');
    return result;
  }

  private check(isMounted: () => boolean): void {
    if (this.api.authState === AuthState.LOGGING_OUT) throw new ApiError(Messages.cannotCallDuringLogout, 'LOGGED_OUT');
    if (this.api.authState !== AuthState.AUTHENTICATED) throw new ApiError(Messages.authRequired, 'AUTH_REQUIRED');
    if (!isMounted()) throw new ApiError(Messages.componentUnmounted, 'CANCELLED');
  }
}

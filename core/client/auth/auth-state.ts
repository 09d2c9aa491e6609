export { AuthState } from '../../domain/auth/auth-state.ts';

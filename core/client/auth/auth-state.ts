export { AuthState } from '../../domain/auth-state.ts';

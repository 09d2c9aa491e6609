import { withPublicViewModel } from '../view-model-context.tsx';
import { ForgotPasswordScreen } from './forgot-password-screen.tsx';
import { ForgotPasswordViewModel } from './forgot-password.view-model.ts';

/** Forgot password's page: its form's view-model, made fresh for each visit. */
export const ForgotPasswordPage = withPublicViewModel(ForgotPasswordScreen, (parts) => new ForgotPasswordViewModel(parts.accountRequests(), parts.navigator));

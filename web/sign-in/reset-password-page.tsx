import { withPublicViewModel } from '../view-model-context.tsx';
import { ResetPasswordScreen } from './reset-password-screen.tsx';
import { ResetPasswordViewModel } from './reset-password.view-model.ts';

/** Reset password's page: its form's view-model, made fresh for each visit. */
export const ResetPasswordPage = withPublicViewModel(ResetPasswordScreen, (parts) => new ResetPasswordViewModel(parts.accountRequests(), parts.navigator));

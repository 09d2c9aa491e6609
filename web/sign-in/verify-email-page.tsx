import { withPublicViewModel } from '../view-model-context.tsx';
import { VerifyEmailScreen } from './verify-email-screen.tsx';
import { VerifyEmailViewModel } from './verify-email.view-model.ts';

/** Verify email's page: its form's view-model, made fresh for each visit. */
export const VerifyEmailPage = withPublicViewModel(VerifyEmailScreen, (parts) => new VerifyEmailViewModel(parts.accountRequests(), parts.navigator));

import { withPublicViewModel } from '../view-model-context.tsx';
import { RegisterScreen } from './register-screen.tsx';
import { RegisterFormViewModel } from './register-form.view-model.ts';

/** Register's page: its form's view-model, made fresh for each visit. */
export const RegisterPage = withPublicViewModel(RegisterScreen, (parts) => new RegisterFormViewModel(parts.auth, parts.navigator, parts.accountRequests()));

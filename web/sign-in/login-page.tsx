import { withPublicViewModel } from '../view-model-context.tsx';
import { LoginScreen } from './login-screen.tsx';
import { LoginFormViewModel } from './login-form.view-model.ts';

/** Login's page: its form's view-model, made fresh for each visit. */
export const LoginPage = withPublicViewModel(LoginScreen, (parts) => new LoginFormViewModel(parts.auth, parts.navigator));

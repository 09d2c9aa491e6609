import type { SessionViewModel } from './session.view-model.ts';
import type { DashboardViewModel } from './dashboard.view-model.ts';
import type { LogoutDialogViewModel } from './logout-dialog.view-model.ts';
import type { ThemeViewModel } from './theme.view-model.ts';
import type { LoginFormViewModel } from './login-form.view-model.ts';
import type { RegisterFormViewModel } from './register-form.view-model.ts';

/** The app-wide view-models, one each, built by the composition root. */
export interface ViewModels {
  session: SessionViewModel;
  dashboard: DashboardViewModel;
  logoutDialog: LogoutDialogViewModel;
  theme: ThemeViewModel;
}

/** View-models made fresh for each visit of a screen (forms start empty). */
export interface ScreenViewModelFactories {
  loginForm: () => LoginFormViewModel;
  registerForm: () => RegisterFormViewModel;
}

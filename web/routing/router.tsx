import { createBrowserRouter, type LoaderFunction } from 'react-router-dom';
import { guardAlwaysRevalidates } from './navigation-guard.ts';
import { RootLayout, RouteError, StartingUp } from '../shell/root-layout.tsx';
import { AppShell } from '../shell/app-shell.tsx';
import { LoginScreen } from '../screens/login-screen.tsx';
import { RegisterScreen } from '../screens/register-screen.tsx';
import { DashboardScreen } from '../screens/dashboard-screen.tsx';
import { SettingsScreen } from '../screens/settings-screen.tsx';
import { NotFoundScreen } from '../screens/not-found-screen.tsx';

/** The route tree: Login and Register without the shell, signed-in pages inside it, all under the guard. */
export function createAppRouter(guardLoader: LoaderFunction) {
  return createBrowserRouter([
    {
      id: 'guard',
      loader: guardLoader,
      shouldRevalidate: guardAlwaysRevalidates,
      Component: RootLayout,
      HydrateFallback: StartingUp,
      ErrorBoundary: RouteError,
      children: [
        // '/' only ever redirects (the guard sends it to Login or the role's home).
        { path: '/', Component: StartingUp },
        { path: '/login', Component: LoginScreen },
        { path: '/register', Component: RegisterScreen },
        {
          Component: AppShell,
          children: [
            { path: '/dashboard', Component: DashboardScreen },
            { path: '/settings', Component: SettingsScreen },
          ],
        },
        { path: '*', Component: NotFoundScreen },
      ],
    },
  ]);
}

export type AppRouter = ReturnType<typeof createAppRouter>;

import { useEffect } from 'react';
import { Outlet, useRouteError } from 'react-router-dom';
import { Button, Spinner } from '@blueprintjs/core';
import { StateView } from '../components/state-view.tsx';
import { WebText } from '../text.ts';
import { useViewModel } from '../view-model-context.tsx';

/** Every page, under the guard. */
export function RootLayout() {
  return <Outlet />;
}

/** Shown while authentication initializes, before the first page resolves. */
export function StartingUp() {
  return (
    <main className="app-centered" aria-busy="true">
      <Spinner size={40} aria-label={WebText.loading} />
    </main>
  );
}

/** A page failed to load or render; an auth or 401 failure logs out instead (spec 2.2). */
export function RouteError() {
  const error = useRouteError();
  const session = useViewModel('session');
  useEffect(() => {
    void session.handleNavigationError(error);
  }, [session, error]);
  const text = error instanceof Error ? error.message : undefined;
  return (
    <main className="app-centered">
      <StateView
        level={1}
        icon="error"
        title={WebText.somethingWentWrong}
        description={text}
        action={<Button text={WebText.goHome} onClick={() => window.location.assign('/')} />}
      />
    </main>
  );
}

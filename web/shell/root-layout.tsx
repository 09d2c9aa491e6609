import { useEffect } from 'react';
import { Button } from '@blueprintjs/core';
import { StateView } from '../components/state-view.tsx';
import { SignInText } from '../sign-in/sign-in-text.ts';
import { useViewModel } from '../view-model-context.tsx';

/** A page failed to load or render; an auth or 401 failure logs out instead (spec 2.2). */
export function RouteError({ error }: { error: unknown }) {
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
        title={SignInText.somethingWentWrong}
        description={text}
        action={<Button text={SignInText.goHome} onClick={() => window.location.assign('/')} />}
      />
    </main>
  );
}

import { Spinner } from '@blueprintjs/core';
import { SignInText } from '../sign-in/sign-in-text.ts';

/**
 * Shown while authentication initializes, before the first page resolves. The build also writes it into
 * index.html (scripts/vite-first-paint.ts), so a page shows it from its first paint, before its code has loaded.
 */
export function StartingUp() {
  return (
    <main className="app-centered" aria-busy="true">
      <Spinner size={40} aria-label={SignInText.loading} />
    </main>
  );
}

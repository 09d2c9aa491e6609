import { Link } from 'react-router-dom';
import { NonIdealState } from '@blueprintjs/core';
import { WebText } from '../text.ts';

export function NotFoundScreen() {
  return (
    <main className="app-centered">
      <NonIdealState
        icon="search"
        title={WebText.notFoundTitle}
        description={WebText.notFoundText}
        action={<Link to="/">{WebText.goHome}</Link>}
      />
    </main>
  );
}

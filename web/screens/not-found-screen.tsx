import { Link } from 'react-router-dom';
import { StateView } from '../components/state-view.tsx';
import { WebText } from '../text.ts';

export function NotFoundScreen() {
  return (
    <main className="app-centered">
      <StateView
        level={1}
        icon="search"
        title={WebText.notFoundTitle}
        description={WebText.notFoundText}
        action={<Link to="/">{WebText.goHome}</Link>}
      />
    </main>
  );
}

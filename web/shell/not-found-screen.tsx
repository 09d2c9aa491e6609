import { Link } from 'react-router-dom';
import { StateView } from '../components/state-view.tsx';
import { SignInText } from '../sign-in/sign-in-text.ts';

export function NotFoundScreen() {
  return (
    <main className="app-centered">
      <StateView
        level={1}
        icon="search"
        title={SignInText.notFoundTitle}
        description={SignInText.notFoundText}
        action={<Link to="/">{SignInText.goHome}</Link>}
      />
    </main>
  );
}

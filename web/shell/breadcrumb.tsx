import { observer } from 'mobx-react-lite';
import { Link, useLocation } from 'react-router-dom';
import { Icon } from '@blueprintjs/core';
import { breadcrumbsFor } from '../../core/domain/shell/breadcrumbs.ts';
import { useViewModel } from '../view-model-context.tsx';
import { ShellText } from './shell-text.ts';

/** The breadcrumb (spec 2.3); its rules live in core/domain/shell/breadcrumbs.ts. */
export const Breadcrumb = observer(function Breadcrumb() {
  const session = useViewModel('session');
  const { pathname } = useLocation();
  const crumbs = breadcrumbsFor(pathname, session.role);
  if (!crumbs) return null;
  return (
    <nav aria-label={ShellText.breadcrumb} className="app-breadcrumb">
      <ol className="bp6-breadcrumbs">
        {crumbs.map((crumb, index) => (
          <li key={`${index}-${crumb.label}`}>
            {crumb.href ? (
              <Link to={crumb.href} className="bp6-breadcrumb">
                {index === 0 && <Icon icon="home" size={14} aria-hidden="true" className="app-breadcrumb__home" />}
                {crumb.label}
              </Link>
            ) : (
              <span className="bp6-breadcrumb bp6-breadcrumb-current" aria-current="page">
                {index === 0 && <Icon icon="home" size={14} aria-hidden="true" className="app-breadcrumb__home" />}
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
});

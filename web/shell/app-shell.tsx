import { Outlet, Link } from 'react-router-dom';
import { Alignment, Navbar, NavbarDivider, NavbarGroup, NavbarHeading, Tag } from '@blueprintjs/core';
import { Messages } from '../../core/domain/messages.ts';
import { WebText } from '../text.ts';
import { AccountMenu } from './account-menu.tsx';
import { LogoutDialog } from './logout-dialog.tsx';

/** The signed-in shell (spec 2.3): header with the Alpha badge and the account menu, then the page. */
export function AppShell() {
  return (
    <div className="app-shell">
      <Navbar className="app-header" role="banner">
        <NavbarGroup align={Alignment.START}>
          <NavbarHeading className="app-brand">
            <Link to="/dashboard" className="app-brand__link">{WebText.appName}</Link>
          </NavbarHeading>
          <Tag intent="primary" minimal round className="app-alpha-badge">{Messages.alphaBadge}</Tag>
          <NavbarDivider />
          <nav aria-label="Main">
            <Link to="/dashboard" className="bp6-button bp6-minimal app-nav-link">{WebText.dashboard}</Link>
          </nav>
        </NavbarGroup>
        <NavbarGroup align={Alignment.END}>
          <AccountMenu />
        </NavbarGroup>
      </Navbar>
      <main className="app-content" id="main">
        <Outlet />
      </main>
      <LogoutDialog />
    </div>
  );
}

import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, Outlet } from 'react-router-dom';
import { Alignment, Button, Icon, Navbar, NavbarGroup, Tag } from '@blueprintjs/core';
import { Messages } from '../../core/domain/messages.ts';
import { useViewModel } from '../view-model-context.tsx';
import { isSidebarToggleKey } from './sidebar.view-model.ts';
import { WebText } from '../text.ts';
import { AccountMenu } from './account-menu.tsx';
import { LogoutDialog } from './logout-dialog.tsx';
import { Sidebar } from './sidebar.tsx';
import { Breadcrumb } from './breadcrumb.tsx';
import { SpaceSelector } from './space-selector.tsx';
import { CreateSpaceDialog } from './create-space-dialog.tsx';
import { TourOverlay } from './tour-overlay.tsx';
import { WelcomeModal } from './welcome-modal.tsx';
import { BackgroundTasks } from './background-tasks.tsx';
import { DocumentViewer } from '../components/document-viewer.tsx';
import { ShellText } from './shell-text.ts';

/**
 * The signed-in shell (spec 2.3): sidebar, header (mobile menu button, Alpha badge, breadcrumb,
 * space selector, account menu) and the page. Public pages inside it (Pricing, payment success)
 * show a plain header to visitors who are not signed in.
 */
export const AppShell = observer(function AppShell() {
  const session = useViewModel('session');
  // The user stays known while refreshing or signing out, so the shell (and the logout dialog) stays too.
  return session.user ? <SignedInShell /> : <PublicShell />;
});

const SignedInShell = observer(function SignedInShell() {
  const session = useViewModel('session');
  const sidebar = useViewModel('sidebar');
  const creditsPanel = useViewModel('creditsPanel');

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isSidebarToggleKey(event)) return;
      event.preventDefault();
      sidebar.toggle();
    };
    const onResize = () => sidebar.setViewportWidth(window.innerWidth);
    window.addEventListener('keydown', onKey);
    window.addEventListener('resize', onResize);
    onResize();
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('resize', onResize);
    };
  }, [sidebar]);

  // The profile loads once per sign-in; the gauge then follows the credits store.
  // Back in a tab left in the background, it refreshes (spec 4.2), at most once a minute; a failure keeps it.
  useEffect(() => {
    void creditsPanel.load();
    const onVisibility = () => {
      if (document.visibilityState === 'visible') void creditsPanel.pageShown();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [creditsPanel]);

  return (
    <div className="app-shell" style={{ paddingLeft: sidebar.layoutWidthPx }}>
      <Sidebar />
      <div className="app-shell__main">
        <Navbar className="app-header" role="banner">
          <NavbarGroup align={Alignment.START} className="app-header__start">
            {sidebar.isMobile && (
              <Button variant="minimal" icon="menu" data-tour="menu" aria-label={ShellText.openNavigation} aria-expanded={sidebar.drawerOpen} onClick={sidebar.openDrawer} />
            )}
            <Tag intent="primary" minimal round className="app-alpha-badge">{Messages.alphaBadge}</Tag>
            <Breadcrumb />
          </NavbarGroup>
          <NavbarGroup align={Alignment.END}>
            {!session.isPlatformAdmin && <SpaceSelector />}
            <AccountMenu />
          </NavbarGroup>
        </Navbar>
        <main className="app-content" id="main">
          <Outlet />
        </main>
      </div>
      <LogoutDialog />
      <CreateSpaceDialog />
      <WelcomeModal />
      <TourOverlay />
      <BackgroundTasks />
      <DocumentViewer />
    </div>
  );
});

function PublicShell() {
  return (
    <div className="app-shell">
      <div className="app-shell__main">
        <Navbar className="app-header" role="banner">
          <NavbarGroup align={Alignment.START}>
            <Link to="/" className="app-logo app-logo--header">
              <span className="app-logo__mark" aria-hidden="true"><Icon icon="predictive-analysis" color="#ffffff" /></span>
              <span className="app-logo__name">{WebText.appName}</span>
            </Link>
            <Tag intent="primary" minimal round className="app-alpha-badge">{Messages.alphaBadge}</Tag>
          </NavbarGroup>
          <NavbarGroup align={Alignment.END}>
            <Link to="/login" className="bp6-button bp6-intent-primary">{ShellText.signInToContinue}</Link>
          </NavbarGroup>
        </Navbar>
        <main className="app-content" id="main">
          <Outlet />
        </main>
      </div>
    </div>
  );
}

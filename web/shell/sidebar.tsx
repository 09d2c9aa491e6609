import { observer } from 'mobx-react-lite';
import { Link, NavLink, useNavigate } from 'react-router-dom';
import { Button, Drawer, Icon, Tooltip } from '@blueprintjs/core';
import { useViewModel } from '../view-model-context.tsx';
import type { NavItem } from './sidebar.view-model.ts';
import { CreditLimitNote, CreditsGauge } from '../components/credits-gauge.tsx';
import { WebText } from '../text.ts';
import { ShellText } from './shell-text.ts';

/** The sidebar (spec 2.3): a fixed column on desktop, a 280 px drawer under 768 px. */
export const Sidebar = observer(function Sidebar() {
  const sidebar = useViewModel('sidebar');
  const tour = useViewModel('tour');
  if (sidebar.isMobile) {
    // While the tour runs its card points into the open drawer and keeps the focus: a drawer holding the focus
    // would leave a keyboard with no way to the card's Next.
    const touring = tour.step !== null;
    return (
      <Drawer
        isOpen={sidebar.drawerOpen}
        onClose={sidebar.closeDrawer}
        autoFocus={!touring}
        enforceFocus={!touring}
        position="left"
        size={sidebar.drawerWidthPx}
        className="app-drawer"
        aria-label={ShellText.mainNavigation}
      >
        {/* Blueprint's Drawer gives itself no dialog role: this is the drawer's modal dialog, named. */}
        <div role="dialog" aria-modal="true" aria-label={ShellText.mainNavigation} className="app-drawer__dialog">
          <SidebarContent expanded onNavigate={sidebar.closeDrawer} />
        </div>
      </Drawer>
    );
  }
  return (
    <aside
      className={`app-sidebar${sidebar.expanded ? ' app-sidebar--expanded' : ' app-sidebar--collapsed'}`}
      style={{ width: sidebar.widthPx }}
      data-collapsed={sidebar.collapsed}
      data-pinned={sidebar.pinned}
      onMouseEnter={sidebar.pointerEnter}
      onMouseLeave={sidebar.pointerLeave}
    >
      <SidebarContent expanded={sidebar.expanded} />
    </aside>
  );
});

const SidebarContent = observer(function SidebarContent(props: { expanded: boolean; onNavigate?: () => void }) {
  const sidebar = useViewModel('sidebar');
  const extra = sidebar.completeProfileItem;
  return (
    <div className="app-sidebar__inner">
      <div className="app-sidebar__top">
        <Link to="/dashboard" className="app-logo" aria-label={props.expanded ? undefined : WebText.appName} onClick={props.onNavigate}>
          <span className="app-logo__mark" aria-hidden="true"><Icon icon="predictive-analysis" color="#ffffff" /></span>
          {props.expanded && <span className="app-logo__name">{WebText.appName}</span>}
        </Link>
        {props.expanded && !sidebar.isMobile && (
          <Button
            variant="minimal"
            size="small"
            icon="pin"
            className="app-sidebar__pin"
            active={sidebar.pinned}
            aria-pressed={sidebar.pinned}
            aria-label={sidebar.pinned ? ShellText.unpinSidebar : ShellText.pinSidebar}
            title={sidebar.pinned ? ShellText.unpinSidebar : ShellText.pinSidebar}
            onClick={sidebar.togglePinned}
          />
        )}
      </div>
      <nav className="app-sidebar__nav" aria-label={ShellText.mainNavigation}>
        {sidebar.groups.map((group) => (
          <div key={group.label} className="app-nav-group">
            <h2 className={props.expanded ? 'app-nav-group__label' : 'app-nav-group__label sr-only'}>{group.label}</h2>
            <ul>
              {group.items.map((item) => (
                <li key={item.to}>
                  <SidebarLink item={item} expanded={props.expanded} onNavigate={props.onNavigate} />
                </li>
              ))}
            </ul>
          </div>
        ))}
        {extra && (
          <ul className="app-nav-group app-nav-group--extra">
            <li>
              <SidebarLink item={extra} expanded={props.expanded} onNavigate={props.onNavigate} />
            </li>
          </ul>
        )}
      </nav>
      {!sidebar.isMobile && (
        <Button
          variant="minimal"
          className="app-sidebar__toggle"
          icon={sidebar.collapsed ? 'double-chevron-right' : 'double-chevron-left'}
          aria-label={sidebar.collapsed ? ShellText.expandSidebar : ShellText.collapseSidebar}
          title={sidebar.collapsed ? ShellText.expandSidebar : ShellText.collapseSidebar}
          onClick={sidebar.toggle}
        />
      )}
      <CreditsPanel expanded={props.expanded} onNavigate={props.onNavigate} />
    </div>
  );
});

function SidebarLink(props: { item: NavItem; expanded: boolean; onNavigate?: () => void }) {
  const { item } = props;
  return (
    <NavLink
      to={item.to}
      className={({ isActive }) => `app-nav-link${isActive ? ' app-nav-link--active' : ''}`}
      data-tour={item.tourId}
      aria-label={props.expanded ? undefined : item.label}
      title={props.expanded ? undefined : item.label}
      onClick={props.onNavigate}
    >
      <Icon icon={item.icon} aria-hidden="true" />
      {props.expanded && <span className="app-nav-link__label">{item.label}</span>}
      {item.pulse && <span className="pulse-dot app-nav-link__pulse" aria-hidden="true" />}
    </NavLink>
  );
}

/** Credits at the bottom (spec 2.3): owners and admins; a click opens Credits, Upgrade opens Pricing. */
const CreditsPanel = observer(function CreditsPanel(props: { expanded: boolean; onNavigate?: () => void }) {
  const panel = useViewModel('creditsPanel');
  const navigate = useNavigate();
  const reading = panel.reading;
  if (!panel.visible || !reading) return null;
  const go = (to: string) => {
    props.onNavigate?.();
    navigate(to);
  };
  if (!props.expanded) {
    const gaugeLabel = panel.gaugeLabel ?? undefined;
    return (
      <div className="credits-panel credits-panel--collapsed" data-testid="credits-panel">
        <Tooltip content={gaugeLabel} placement="right">
          <Link to="/credits" className="credits-panel__gauge-link" aria-label={gaugeLabel}>
            <CreditsGauge reading={reading} size={36} />
          </Link>
        </Tooltip>
        <Tooltip content={ShellText.upgradePlan} placement="right">
          <Button variant="minimal" icon="arrow-up" intent="primary" aria-label={ShellText.upgradePlan} onClick={() => go('/pricing')} />
        </Tooltip>
      </div>
    );
  }
  return (
    // The whole panel opens Credits on a click; the link inside is the keyboard's way in.
    <div className="credits-panel" data-testid="credits-panel" onClick={() => go('/credits')}>
      <CreditsGauge reading={reading} />
      <div className="credits-panel__text">
        <Link to="/credits" className="credits-panel__title" onClick={(event) => event.stopPropagation()}>
          {WebText.credits}
        </Link>
        <span className="credits-panel__amount">{panel.amountText}</span>
        <CreditLimitNote reading={reading} />
      </div>
      <Button
        size="small"
        intent="primary"
        text={ShellText.upgrade}
        onClick={(event) => {
          event.stopPropagation();
          go('/pricing');
        }}
      />
    </div>
  );
});

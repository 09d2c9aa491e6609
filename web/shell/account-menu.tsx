import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { Button, Menu, MenuDivider, MenuItem, PopoverNext } from '@blueprintjs/core';
import { useViewModel } from '../view-model-context.tsx';
import { WebText } from '../text.ts';
import { Messages } from '../../core/domain/messages.ts';
import { SpaceMenuItems } from './space-selector.tsx';
import { focusFirstMenuItem, onMenuKeyDown } from './menu-keys.ts';
import { ShellText } from './shell-text.ts';

/** The account menu (spec 2.3): the user's name and email, Settings, the space submenu, and Logout. */
export const AccountMenu = observer(function AccountMenu() {
  const session = useViewModel('session');
  const logoutDialog = useViewModel('logoutDialog');
  const menu = useViewModel('accountMenu');
  const navigate = useNavigate();

  const content = (
    <div className="account-menu" onKeyDown={onMenuKeyDown}>
      <div className="account-menu__identity">
        <span className="account-menu__avatar" aria-hidden="true">{session.initials}</span>
        <div>
          <div className="account-menu__name">{session.displayName}</div>
          <div className="account-menu__email bp6-text-muted">{session.email}</div>
          {menu.organizationName && (
            <div className="account-menu__organization bp6-text-muted" data-testid="account-menu-organization">
              {ShellText.accountMenuOrganizationOf(menu.organizationName)}
            </div>
          )}
        </div>
      </div>
      <Menu aria-label={ShellText.accountMenu}>
        <MenuItem icon="cog" text={WebText.settings} onClick={() => navigate('/settings')} />
        {/* The space submenu as a section of this menu: Blueprint's nested submenu breaks the menu's ARIA structure. */}
        {!session.isPlatformAdmin && (
          <>
            <MenuDivider title={ShellText.space} />
            <SpaceMenuItems />
          </>
        )}
        {/* Owners and admins reach their organization's screens here, after the spec's own items. */}
        {session.isOrgAdmin && (
          <>
            <MenuDivider />
            <MenuItem icon="office" text={ShellText.accountMenuOrganization} onClick={() => navigate('/org-admin/dashboard')} />
            <MenuItem icon="people" text={Messages.manageUsers} onClick={() => navigate('/org-admin/users')} />
          </>
        )}
        <MenuDivider />
        <MenuItem icon="log-out" text={ShellText.logout} intent="danger" onClick={logoutDialog.open} />
      </Menu>
    </div>
  );

  return (
    <PopoverNext
      content={content}
      placement="bottom-end"
      arrow={false}
      popoverClassName="account-menu-popover"
      onOpened={focusFirstMenuItem}
      onOpening={menu.opened}
    >
      <Button
        variant="minimal"
        icon="user"
        endIcon="caret-down"
        text={session.displayName}
        aria-haspopup="menu"
        className="account-menu__button"
      />
    </PopoverNext>
  );
});

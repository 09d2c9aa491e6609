import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, Menu, MenuDivider, MenuItem, PopoverNext } from '@blueprintjs/core';
import { Messages } from '../../core/domain/messages.ts';
import { useViewModel } from '../view-model-context.tsx';
import { OPEN_SPACE_SELECTOR_EVENT } from './space-selector.view-model.ts';
import { focusFirstMenuItem, onMenuKeyDown } from './menu-keys.ts';
import { ShellText } from './shell-text.ts';

/** The spaces as menu items: the current one ticked, the loading and empty texts, 'Create New Space'. */
export const SpaceMenuItems = observer(function SpaceMenuItems() {
  const vm = useViewModel('spaceSelector');
  return (
    <>
      {vm.statusText && <MenuItem disabled text={vm.statusText} />}
      {vm.spaces.map((space) => (
        <MenuItem
          key={space.id}
          text={space.name}
          icon={vm.isCurrent(space) ? 'tick' : 'blank'}
          aria-current={vm.isCurrent(space) ? 'true' : undefined}
          onClick={() => vm.switchTo(space.id)}
        />
      ))}
      {vm.canCreate && (
        <>
          <MenuDivider />
          {vm.showsCreateFirstHint && <MenuItem disabled text={Messages.createFirstSpace} />}
          <MenuItem icon="plus" text={Messages.createNewSpace} onClick={vm.openCreateDialog} />
        </>
      )}
    </>
  );
});

/** The header's space selector (spec 2.3); the window event `open-space-selector` opens it too. */
export const SpaceSelector = observer(function SpaceSelector() {
  const vm = useViewModel('spaceSelector');
  useEffect(() => {
    const open = () => vm.open();
    window.addEventListener(OPEN_SPACE_SELECTOR_EVENT, open);
    return () => window.removeEventListener(OPEN_SPACE_SELECTOR_EVENT, open);
  }, [vm]);
  return (
    <PopoverNext
      isOpen={vm.isOpen}
      onInteraction={vm.setOpen}
      placement="bottom-end"
      arrow={false}
      onOpened={focusFirstMenuItem}
      content={
        <div onKeyDown={onMenuKeyDown}>
          <Menu aria-label={ShellText.spaceSelector} className="space-menu">
            <SpaceMenuItems />
          </Menu>
        </div>
      }
    >
      <Button
        variant="minimal"
        icon="folder-close"
        endIcon="caret-down"
        text={vm.current?.name ?? (vm.isLoading ? Messages.loadingSpaces : ShellText.switchSpace)}
        aria-label={`${ShellText.switchSpace}: ${vm.current?.name ?? ''}`}
        aria-haspopup="menu"
        className="space-selector__button"
      />
    </PopoverNext>
  );
});

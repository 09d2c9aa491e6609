import { observer } from 'mobx-react-lite';
import { Card, H1, H2, Switch } from '@blueprintjs/core';
import { useScreenViewModel, useViewModel } from '../view-model-context.tsx';
import { WebText } from '../text.ts';

/** Settings (/settings): who is signed in, and the desktop notifications preference with the browser's permission. */
export const SettingsScreen = observer(function SettingsScreen() {
  const session = useViewModel('session');
  const vm = useScreenViewModel('settings');
  return (
    <section aria-labelledby="settings-title" className="settings-screen">
      <H1 id="settings-title" className="screen-title">{WebText.settings}</H1>
      <Card className="settings-card">
        <H2 className="card-title">{WebText.profile}</H2>
        <p><strong>{session.displayName}</strong></p>
        <p className="bp6-text-muted">{session.email}</p>
      </Card>
      <Card className="settings-card">
        <H2 className="card-title">{WebText.desktopNotifications}</H2>
        <Switch
          checked={vm.enabled}
          label={WebText.desktopNotifications}
          onChange={(event) => void vm.setEnabled(event.currentTarget.checked)}
        />
        <p>{WebText.desktopNotificationsHelp}</p>
        <p className="bp6-text-muted" data-testid="notification-permission">{vm.permissionText}</p>
      </Card>
    </section>
  );
});

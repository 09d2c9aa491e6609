import { AccountSettingsService } from '../../core/client/account/account-settings-service.ts';
import { ChatNotifications } from '../../core/client/chat/chat-notifications.ts';
import { DesktopNotifier } from '../../core/client/chat/desktop-notifier.port.ts';
import { withViewModel } from '../view-model-context.tsx';
import { SettingsScreen } from './settings-screen.tsx';
import { SettingsViewModel } from './settings.view-model.ts';
import { AccountSettingsViewModel } from './account-settings.view-model.ts';

/** /settings: the screen and its two view-models, made fresh for each visit. */
export const SettingsPage = withViewModel(SettingsScreen, (parts) => ({
  account: new AccountSettingsViewModel(parts.get(AccountSettingsService), parts.session, parts.notifier),
  notifications: new SettingsViewModel(parts.get(ChatNotifications), parts.get(DesktopNotifier)),
}));

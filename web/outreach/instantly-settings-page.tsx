import { ConnectionsStore } from '../../core/client/integrations/connections-store.ts';
import { OutreachStore } from '../../core/client/outreach/outreach-store.ts';
import { withViewModel } from '../view-model-context.tsx';
import { InstantlySettingsScreen } from './instantly-settings-screen.tsx';
import { InstantlySettingsViewModel } from './instantly-settings.view-model.ts';

/** /instantly/settings: the screen and its view-model, made fresh for each visit. */
export const InstantlySettingsPage = withViewModel(InstantlySettingsScreen, (parts) => new InstantlySettingsViewModel(parts.get(OutreachStore), parts.get(ConnectionsStore), parts.session, parts.notifier));

import { ConnectionsStore } from '../../core/client/integrations/connections-store.ts';
import { OutreachStore } from '../../core/client/outreach/outreach-store.ts';
import { withViewModel } from '../view-model-context.tsx';
import { InstantlyScreen } from './instantly-screen.tsx';
import { InstantlyOverviewViewModel } from './instantly-overview.view-model.ts';

/** /instantly: the screen and its view-model, made fresh for each visit. */
export const InstantlyPage = withViewModel(InstantlyScreen, (parts) => new InstantlyOverviewViewModel(parts.get(ConnectionsStore), parts.get(OutreachStore)));

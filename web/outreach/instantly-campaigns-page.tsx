import { OutreachStore } from '../../core/client/outreach/outreach-store.ts';
import { withViewModel } from '../view-model-context.tsx';
import { InstantlyCampaignsScreen } from './instantly-campaigns-screen.tsx';
import { InstantlyCampaignsViewModel } from './instantly-campaigns.view-model.ts';

/** /instantly/campaigns: the screen and its view-model, made fresh for each visit. */
export const InstantlyCampaignsPage = withViewModel(InstantlyCampaignsScreen, (parts) => new InstantlyCampaignsViewModel(parts.get(OutreachStore), parts.session, parts.notifier));

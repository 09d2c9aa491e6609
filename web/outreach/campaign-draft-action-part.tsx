import { ConnectionsStore } from '../../core/client/integrations/connections-store.ts';
import { withViewModel } from '../view-model-context.tsx';
import { CampaignDraftActionView } from './campaign-draft-action.tsx';
import { CampaignDraftAvailabilityViewModel } from './campaign-draft-availability.view-model.ts';

/** "Create an Instantly campaign draft" under an answer or artifact, with its view-model, made once per answer shown. */
export const CampaignDraftAction = withViewModel(CampaignDraftActionView, (parts) => new CampaignDraftAvailabilityViewModel(parts.get(ConnectionsStore)));

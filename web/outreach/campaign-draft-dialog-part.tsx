import { OutreachStore } from '../../core/client/outreach/outreach-store.ts';
import { AssetsService } from '../../core/client/assets/assets-service.ts';
import { withViewModel } from '../view-model-context.tsx';
import { CampaignDraftDialogView } from './campaign-draft-dialog.tsx';
import { CampaignDraftViewModel } from './campaign-draft.view-model.ts';

/** The campaign draft dialog with its view-model, loaded and made when a person first opens it. */
export default withViewModel(CampaignDraftDialogView, (parts) => new CampaignDraftViewModel(parts.get(OutreachStore), parts.get(AssetsService)));

import { ContentPublishingStore } from '../../core/client/publishing/content-publishing-store.ts';
import { IdGenerator } from '../../core/client/ports/id-generator.port.ts';
import { sharedViewModel } from '../view-model-context.tsx';
import { SendToSiteViewModel } from './send-to-site.view-model.ts';

/** "Send to <site> as draft" (R-OPEN-40): one view-model for the buttons under answers and the dialog they open. */
export const useSendToSite = sharedViewModel((parts) => new SendToSiteViewModel(parts.get(ContentPublishingStore), parts.get(IdGenerator), parts.notifier, () => parts.clock.now()));

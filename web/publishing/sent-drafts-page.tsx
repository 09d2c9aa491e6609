import { ContentPublishingStore } from '../../core/client/publishing/content-publishing-store.ts';
import { withViewModel } from '../view-model-context.tsx';
import { SentDraftsScreen } from './sent-drafts-screen.tsx';
import { SentDraftsViewModel } from './sent-drafts.view-model.ts';

/** /connections/publishing: the screen and its view-model, made fresh for each visit. */
export const SentDraftsPage = withViewModel(SentDraftsScreen, (parts) => new SentDraftsViewModel(parts.get(ContentPublishingStore)));

import { UrlIntelligenceStore } from '../../core/client/knowledge/url-intelligence-store.ts';
import { withViewModel } from '../view-model-context.tsx';
import type { SignedInParts } from '../signed-in-parts.ts';
import { UrlSourceScreen, UrlSourceViewScreen } from './url-source-screen.tsx';
import { UrlSourceViewModel } from './knowledge-base.view-model.ts';

const compose = (parts: SignedInParts) => new UrlSourceViewModel(parts.get(UrlIntelligenceStore), parts.notifier);

/** /knowledge-base/urls/{id}: one URL source with refresh and delete. */
export const UrlSourcePage = withViewModel(UrlSourceScreen, compose);

/** /knowledge-base/urls/{id}/view: the same source, read only. */
export const UrlSourceViewPage = withViewModel(UrlSourceViewScreen, compose);

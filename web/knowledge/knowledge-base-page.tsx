import { KnowledgeBaseStore } from '../../core/client/knowledge/knowledge-base-store.ts';
import { UrlIntelligenceStore } from '../../core/client/knowledge/url-intelligence-store.ts';
import { withViewModel } from '../view-model-context.tsx';
import { KnowledgeBaseScreen } from './knowledge-base-screen.tsx';
import { KnowledgeBaseViewModel } from './knowledge-base.view-model.ts';

/** /knowledge-base: the screen and its view-model, made fresh for each visit. */
export const KnowledgeBasePage = withViewModel(KnowledgeBaseScreen, (parts) => new KnowledgeBaseViewModel(parts.get(KnowledgeBaseStore), parts.get(UrlIntelligenceStore), parts.clock, parts.notifier));

import type { ClientFeature } from '../client-feature.ts';
import { KnowledgeBaseStore } from './knowledge-base-store.ts';
import { UrlIntelligenceStore } from './url-intelligence-store.ts';
import { BrandVoiceStore } from './brand-voice-store.ts';

/** The space's knowledge: documents and their processing, URL sources, the brand voice. */
export const knowledgeFeature: ClientFeature = { name: 'knowledge', stores: [KnowledgeBaseStore, UrlIntelligenceStore, BrandVoiceStore] };

import { wireRoute, type NoBody, type NoParams } from '../wire-route.ts';
import type {
  BrandVoice,
  BrandVoiceUpdate,
  DocumentListQuery,
  DocumentText,
  KnowledgeDocument,
  KnowledgeSearchHit,
  KnowledgeSearchQuery,
  NewUrlSource,
  UploadUrlRequest,
  UploadUrlResponse,
  UrlSource,
  UrlSourceWithContent,
} from './knowledge-base.ts';
import type { MessageResponse } from '../message-response.ts';

type Id = { id: string };

/** The knowledge base's and brand voice's endpoints (X-Space-ID): the server registers these patterns, the client stores call them. */
export const KnowledgeBaseApi = {
  documents: wireRoute<NoParams, NoBody, KnowledgeDocument[], DocumentListQuery>()('GET', '/knowledge-base/documents'),
  /** multipart/form-data with the file in a field named "file" (the uploader sends it). */
  upload: wireRoute<NoParams, NoBody, KnowledgeDocument>()('POST', '/knowledge-base/documents'),
  uploadUrl: wireRoute<NoParams, UploadUrlRequest, UploadUrlResponse>()('POST', '/knowledge-base/documents/upload-url'),
  /** The raw bytes of a signed upload, sent to the `upload_url` the server gave (never built by the client). */
  uploadContent: wireRoute<Id, NoBody, KnowledgeDocument>()('PUT', '/knowledge-base/documents/:id/content'),
  document: wireRoute<Id, NoBody, KnowledgeDocument>()('GET', '/knowledge-base/documents/:id'),
  documentText: wireRoute<Id, NoBody, DocumentText>()('GET', '/knowledge-base/documents/:id/text'),
  deleteDocument: wireRoute<Id, NoBody, MessageResponse>()('DELETE', '/knowledge-base/documents/:id'),
  reprocess: wireRoute<Id, NoBody, KnowledgeDocument>()('POST', '/knowledge-base/documents/:id/reprocess'),
  search: wireRoute<NoParams, NoBody, KnowledgeSearchHit[], KnowledgeSearchQuery>()('GET', '/knowledge-base/search'),
  urls: wireRoute<NoParams, NoBody, UrlSource[]>()('GET', '/knowledge-base/urls'),
  addUrl: wireRoute<NoParams, NewUrlSource, UrlSource>()('POST', '/knowledge-base/urls'),
  url: wireRoute<Id, NoBody, UrlSourceWithContent>()('GET', '/knowledge-base/urls/:id'),
  refreshUrl: wireRoute<Id, NoBody, UrlSource>()('POST', '/knowledge-base/urls/:id/refresh'),
  deleteUrl: wireRoute<Id, NoBody, MessageResponse>()('DELETE', '/knowledge-base/urls/:id'),
  brandVoice: wireRoute<NoParams, NoBody, BrandVoice>()('GET', '/brand-voice'),
  saveBrandVoice: wireRoute<NoParams, BrandVoiceUpdate, BrandVoice>()('PUT', '/brand-voice'),
};

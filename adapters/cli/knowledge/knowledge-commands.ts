import type { Command } from '../command.ts';
import { documentsCommand, uploadCommand, deleteDocumentCommand, reprocessCommand, searchCommand } from './knowledge-documents.ts';
import { urlsCommand, addUrlCommand, refreshUrlCommand, viewUrlCommand, deleteUrlCommand } from './knowledge-urls.ts';
import { brandVoiceCommand } from './knowledge-brand-voice.ts';

/** The knowledge base's documents and URL sources, and the brand voice, in the order `--help` lists them. */
export const KNOWLEDGE_COMMANDS: readonly Command[] = [
  documentsCommand, uploadCommand, deleteDocumentCommand, reprocessCommand, searchCommand,
  urlsCommand, addUrlCommand, refreshUrlCommand, viewUrlCommand, deleteUrlCommand,
  brandVoiceCommand,
];

import type { Command } from '../command.ts';
import { registerCommand } from './register.ts';
import { loginCommand } from './login.ts';
import { meCommand } from './me.ts';
import { spacesCommand } from './spaces.ts';
import { logoutCommand } from './logout.ts';
import { documentsCommand, uploadCommand, deleteDocumentCommand, reprocessCommand, searchCommand } from './knowledge-documents.ts';
import { urlsCommand, addUrlCommand, refreshUrlCommand, viewUrlCommand, deleteUrlCommand } from './knowledge-urls.ts';
import { brandVoiceCommand } from './knowledge-brand-voice.ts';
import { assetsCommand } from './knowledge-assets.ts';

/** Every CLI command, in the order `--help` lists them. */
export const COMMANDS: readonly Command[] = [
  registerCommand, loginCommand, meCommand, spacesCommand, logoutCommand,
  documentsCommand, uploadCommand, deleteDocumentCommand, reprocessCommand, searchCommand,
  urlsCommand, addUrlCommand, refreshUrlCommand, viewUrlCommand, deleteUrlCommand,
  brandVoiceCommand, assetsCommand,
];

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
import { agentsCommand, sessionsCommand } from './chat-agents.ts';
import { chatCommand, cancelCommand } from './chat-send.ts';
import { continueCommand, regenerateCommand, rateCommand, deleteMessageCommand } from './chat-actions.ts';
import { creditsCommand } from './chat-credits.ts';
import { buyCommand, packsCommand } from './chat-buy-credits.ts';
import { downloadCommand } from './chat-download.ts';
import { scenarioCommand } from './chat-scenario.ts';
import { editCommand, versionsCommand } from './chat-versions.ts';
import { adminCommand } from '../admin/admin-commands.ts';
import { proposalsCommand } from './proposals.ts';
import { publishCommand } from '../publishing/publish-commands.ts';
import { campaignsCommand } from '../outreach/campaign-commands.ts';
import { leadsCommand } from '../leads/leads-commands.ts';

/** Every CLI command, in the order `--help` lists them. */
export const COMMANDS: readonly Command[] = [
  registerCommand, loginCommand, meCommand, spacesCommand, logoutCommand,
  documentsCommand, uploadCommand, deleteDocumentCommand, reprocessCommand, searchCommand,
  urlsCommand, addUrlCommand, refreshUrlCommand, viewUrlCommand, deleteUrlCommand,
  brandVoiceCommand, assetsCommand,
  agentsCommand, sessionsCommand, chatCommand, cancelCommand, continueCommand, regenerateCommand, rateCommand,
  deleteMessageCommand, versionsCommand, editCommand, creditsCommand, packsCommand, buyCommand, downloadCommand, scenarioCommand,
  adminCommand,
  proposalsCommand,
  publishCommand,
  campaignsCommand,
  leadsCommand,
];

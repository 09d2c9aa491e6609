import type { Command } from './command.ts';
import { SIGN_IN_COMMANDS } from './sign-in/sign-in-commands.ts';
import { meCommand } from './account/me.ts';
import { spacesCommand } from './spaces/spaces.ts';
import { KNOWLEDGE_COMMANDS } from './knowledge/knowledge-commands.ts';
import { assetsCommand } from './assets/assets-commands.ts';
import { CHAT_COMMANDS } from './chat/chat-commands.ts';
import { CREDITS_COMMANDS } from './credits/credits-commands.ts';
import { adminCommand } from './admin/admin-commands.ts';
import { publishCommand } from './publishing/publish-commands.ts';
import { campaignsCommand } from './outreach/campaign-commands.ts';
import { leadsCommand } from './leads/leads-commands.ts';

/** The CLI's features (adapters/cli/<feature>/), a line each, in the order `--help` lists their commands. */
export const COMMANDS: readonly Command[] = [
  ...SIGN_IN_COMMANDS,
  meCommand,
  spacesCommand,
  ...KNOWLEDGE_COMMANDS,
  assetsCommand,
  ...CHAT_COMMANDS,
  ...CREDITS_COMMANDS,
  adminCommand,
  publishCommand,
  campaignsCommand,
  leadsCommand,
];

import type { Command } from '../command.ts';
import { agentsCommand, sessionsCommand } from './chat-agents.ts';
import { chatCommand, cancelCommand } from './chat-send.ts';
import { continueCommand, regenerateCommand, rateCommand, deleteMessageCommand } from './chat-actions.ts';
import { editCommand, versionsCommand } from './chat-versions.ts';
import { downloadCommand } from './chat-download.ts';
import { scenarioCommand } from './chat-scenario.ts';
import { proposalsCommand } from './proposals.ts';

/** The agents and their chats: asking, the answers' actions and versions, files, scripted runs and proposals. */
export const CHAT_COMMANDS: readonly Command[] = [
  agentsCommand, sessionsCommand, chatCommand, cancelCommand, continueCommand, regenerateCommand, rateCommand,
  deleteMessageCommand, versionsCommand, editCommand, downloadCommand, scenarioCommand, proposalsCommand,
];

import type { Command } from '../command.ts';
import { creditsCommand } from './credits.ts';
import { buyCommand, packsCommand } from './buy-credits.ts';

/** The plan and balance, and buying credits, in the order `--help` lists them. */
export const CREDITS_COMMANDS: readonly Command[] = [creditsCommand, packsCommand, buyCommand];

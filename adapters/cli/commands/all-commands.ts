import type { Command } from '../command.ts';
import { registerCommand } from './register.ts';
import { loginCommand } from './login.ts';
import { meCommand } from './me.ts';
import { spacesCommand } from './spaces.ts';
import { logoutCommand } from './logout.ts';

/** Every CLI command, in the order `--help` lists them. */
export const COMMANDS: readonly Command[] = [registerCommand, loginCommand, meCommand, spacesCommand, logoutCommand];

import type { Command } from '../command.ts';
import { registerCommand } from './register.ts';
import { loginCommand } from './login.ts';
import { logoutCommand } from './logout.ts';

/** Creating an account, signing in and out, in the order `--help` lists them. */
export const SIGN_IN_COMMANDS: readonly Command[] = [registerCommand, loginCommand, logoutCommand];

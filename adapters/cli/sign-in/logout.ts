import { defineCommand } from '../command.ts';

export const logoutCommand = defineCommand({
  name: 'logout',
  summary: 'Sign out and forget the stored session',
  usage: 'logout',
  options: {},
  requiresSession: false,
  uses: {},
  async run({ auth, hasStoredSession, out }) {
    if (!hasStoredSession) {
      if (out.json) return out.data({ signed_out: false });
      return out.line('Not signed in; nothing to do.');
    }
    // Logging out needs only the stored refresh token; the server is told, then the tokens are removed.
    await auth.logout();
    if (out.json) return out.data({ signed_out: true });
    out.line('Signed out.');
  },
});

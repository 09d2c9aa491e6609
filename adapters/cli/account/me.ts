import { defineCommand } from '../command.ts';

export const meCommand = defineCommand({
  name: 'me',
  summary: 'Show who is signed in',
  usage: 'me',
  options: {},
  requiresSession: true,
  uses: {},
  async run({ auth, out }) {
    const user = auth.user!;
    if (out.json) return out.data(user);
    out.line(`Name:         ${user.name}`);
    out.line(`Email:        ${user.email}`);
    out.line(`Role:         ${user.role}`);
    out.line(`Organization: ${user.org_id}`);
    out.line(`User id:      ${user.id}`);
  },
});

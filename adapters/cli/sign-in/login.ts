import { describeUser, requiredString, defineCommand } from '../command.ts';

export const loginCommand = defineCommand({
  name: 'login',
  summary: 'Sign in; the session is kept in the profile file',
  usage: 'login --email <email> --password <password>   (or MW_PASSWORD=<password> ... login --email <email>)',
  options: {
    email: { type: 'string', description: 'Your email address' },
    password: { type: 'string', description: 'Your password (or set MW_PASSWORD, which keeps it out of the shell history)' },
  },
  requiresSession: false,
  uses: {},
  async run({ auth, spaces, out, env }, values) {
    const email = requiredString(values, 'email');
    const password = requiredString(values, 'password', env.MW_PASSWORD);
    const response = await auth.login({ email, password });
    if (out.json) return out.data({ user: response.user, is_first_login: response.is_first_login, current_space: spaces.current });
    out.line(`Signed in as ${describeUser(response.user)}.`);
    if (spaces.current) out.line(`Current space: ${spaces.current.name}`);
  },
});

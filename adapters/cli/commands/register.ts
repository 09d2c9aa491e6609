import { describeUser, requiredString, type Command } from '../command.ts';
import { registrationProblems } from '../../../core/client/auth/auth-session.ts';
import { ApiError } from '../../../core/domain/api-error.ts';

export const registerCommand: Command = {
  name: 'register',
  summary: 'Create an account and its organization, and sign in',
  usage: 'register --email <email> --password <password> --name <name> --org <organization>',
  options: {
    email: { type: 'string', description: 'Your email address' },
    password: { type: 'string', description: 'At least 8 characters (or set MW_PASSWORD)' },
    name: { type: 'string', description: 'Your full name' },
    org: { type: 'string', description: 'Name of the organization to create' },
  },
  requiresSession: false,
  async run({ auth, spaces, out, env }, values) {
    const payload = {
      email: requiredString(values, 'email'),
      password: requiredString(values, 'password', env.MW_PASSWORD),
      name: requiredString(values, 'name'),
      org_name: requiredString(values, 'org'),
    };
    const response = await auth.register(payload).catch((error: unknown) => {
      // 'Registration failed' (spec 8.1), followed by the server's reasons so the user can fix them.
      const reasons = error instanceof ApiError ? registrationProblems(error.details).map((p) => p.message) : [];
      throw reasons.length && error instanceof ApiError ? new ApiError(`${error.message}: ${reasons.join('; ')}`, error.code, error.status, error.details) : error;
    });
    if (out.json) return out.data({ user: response.user, current_space: spaces.current });
    out.line(`Registered and signed in as ${describeUser(response.user)}.`);
    if (spaces.current) out.line(`Current space: ${spaces.current.name}`);
  },
};

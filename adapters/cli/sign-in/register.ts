import { CliError, describeUser, defineCommand, requiredString } from '../command.ts';
import { fieldProblemsOf } from '../../../core/domain/field-errors.ts';
import { AccountRequests } from '../../../core/client/auth/account-requests.ts';
import { ApiError } from '../../../core/domain/api-error.ts';

export const registerCommand = defineCommand({
  name: 'register',
  summary: "Create an account and its organization and sign in, or ask to join your email domain's organization",
  usage: 'register --email <email> --password <password> --name <name> (--org <organization> | --join)',
  help:
    "With --join, the organization that already uses your email's domain gets a join request; an owner or admin\n" +
    'approves it and you sign in then. Without it a new organization is created (with a note when one already uses the domain).',
  options: {
    email: { type: 'string', description: 'Your email address' },
    password: { type: 'string', description: 'At least 8 characters (or set MW_PASSWORD)' },
    name: { type: 'string', description: 'Your full name' },
    org: { type: 'string', description: 'Name of the organization to create' },
    join: { type: 'boolean', description: "Ask to join the organization of your email's domain instead" },
  },
  requiresSession: false,
  uses: { accountRequests: AccountRequests },
  async run({ auth, spaces, out, env, uses }, values) {
    const email = requiredString(values, 'email');
    const password = requiredString(values, 'password', env.MW_PASSWORD);
    const name = requiredString(values, 'name');
    const requests = uses.accountRequests;
    // The Register screen's domain check (spec 3): is there an organization of this email's domain?
    const domain = await requests.checkEmailDomain(email);
    if (!domain.email_valid) throw new CliError(domain.email_error ?? `Invalid email address: ${email}`, 2);
    if (values.join === true) {
      if (!domain.has_existing_org) throw new CliError(`No organization uses the domain of ${email}; register with --org to create one`, 2);
      const message = await requests.registerWithDomain({ choice: 'join_existing', email, password, name });
      if (out.json) return out.data({ message });
      return out.line(message);
    }
    const payload = { email, password, name, org_name: requiredString(values, 'org') };
    const response = await auth.register(payload).catch((error: unknown) => {
      // 'Registration failed' (spec 8.1), followed by the server's reasons so the user can fix them.
      const reasons = fieldProblemsOf(error).map((p) => p.message);
      throw reasons.length && error instanceof ApiError ? new ApiError(`${error.message}: ${reasons.join('; ')}`, error.code, error.status, error.details) : error;
    });
    if (out.json) return out.data({ user: response.user, current_space: spaces.current });
    out.line(`Registered and signed in as ${describeUser(response.user)}.`);
    if (spaces.current) out.line(`Current space: ${spaces.current.name}`);
    if (domain.has_existing_org) out.line(`An organization already uses your email's domain: \`register --join\` asks to join it instead.`);
  },
});

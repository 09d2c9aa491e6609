import { describe, expect, it } from 'vitest';
import { RegisterFormViewModel } from '../../../web/sign-in/register-form.view-model.ts';
import { ApiError } from '../../../core/domain/api-error.ts';
import type { AuthSession } from '../../../core/client/auth/auth-session.ts';
import type { AccountRequests } from '../../../core/client/auth/account-requests.ts';
import type { Navigator } from '../../../web/view-models/navigator.ts';

const nowhere: Navigator = { pathname: () => '/register', query: () => ({}), navigate: () => undefined };
/** The domain check before creating: no organization uses the address's domain. */
const noOrganizationForDomain = {
  checkEmailDomain: async () => ({ has_existing_org: false, email_valid: true, email_error: null, email_exists: false }),
} as unknown as AccountRequests;

function form(register: AuthSession['register'] = async () => { throw new Error('not expected'); }) {
  const vm = new RegisterFormViewModel({ register } as AuthSession, nowhere, noOrganizationForDomain);
  vm.setValue('name', 'Olivia');
  vm.setValue('orgName', 'Acme');
  vm.setValue('email', 'olivia.owner@acme.io');
  return vm;
}

describe('the register form checks the password with the server rule', () => {
  it('says a password is too short, or contains the email, before sending anything', () => {
    const vm = form();
    vm.setValue('password', 'olivia1');
    expect(vm.fieldError('password')).toBe('Password must be at least 8 characters');
    vm.setValue('password', 'Olivia.Owner-2030');
    expect(vm.fieldError('password')).toBe('The password must not contain your email address');
    expect(vm.isValid).toBe(false);
    vm.setValue('password', 'violet-harbor-lantern-42');
    expect(vm.fieldError('password')).toBeNull();
    expect(vm.isValid).toBe(true);
  });

  it('shows the password rules before anything is typed or sent, and keeps them under an error', () => {
    const vm = form();
    expect(vm.fieldHint('password')).toBe('At least 8 characters, without your email address. Common or easily guessed passwords are refused.');
    expect(vm.fieldError('password')).toBeNull();
    vm.setValue('password', 'short');
    expect(vm.fieldError('password')).toBe('Password must be at least 8 characters');
    expect(vm.fieldHint('password')).toBe('At least 8 characters, without your email address. Common or easily guessed passwords are refused.');
    expect(vm.fieldHint('name')).toBeNull();
    expect(vm.fieldHint('email')).toBeNull();
  });

  it("shows the server's reason under the password when only the server's list knows it is common", async () => {
    const vm = form(async () => {
      throw new ApiError('Validation error', 'VALIDATION_ERROR', 422, {
        detail: [{ loc: ['body', 'password'], msg: 'This password is too common or too easy to guess', type: 'value_error' }],
      });
    });
    vm.setValue('password', 'password');
    expect(vm.fieldError('password')).toBeNull();
    await vm.submit();
    expect(vm.fieldError('password')).toBe('This password is too common or too easy to guess');
  });
});

describe('the register form offers to join the organization of the email domain (R-VALID-03 R-ENTITY-07)', () => {
  const check = (has_existing_org: boolean, email_exists = false) => ({ has_existing_org, email_valid: true, email_error: null, email_exists });

  it('keeps only the answer about the address typed last', async () => {
    const answers: Record<string, (value: ReturnType<typeof check>) => void> = {};
    const accounts = { checkEmailDomain: (email: string) => new Promise((resolve) => (answers[email] = resolve)) } as unknown as AccountRequests;
    const vm = new RegisterFormViewModel({} as AuthSession, nowhere, accounts);
    vm.setValue('email', 'ada@acme.io');
    const first = vm.checkDomain();
    vm.setValue('email', 'ada@gmail.com');
    const second = vm.checkDomain();
    answers['ada@gmail.com']!(check(false));
    await second;
    answers['ada@acme.io']!(check(true));
    await first;
    expect(vm.domainOffer).toBeNull();
    expect(vm.fields).toContain('orgName');
  });

  it('checks before creating, offers joining first, and a join files a request instead of signing in', async () => {
    const sent: unknown[] = [];
    const accounts = {
      checkEmailDomain: async () => check(true),
      registerWithDomain: async (registration: unknown) => {
        sent.push(registration);
        return 'Request filed';
      },
    } as unknown as AccountRequests;
    const register = async () => {
      throw new Error('not expected');
    };
    const vm = new RegisterFormViewModel({ register } as unknown as AuthSession, nowhere, accounts);
    vm.setValue('name', 'Ada');
    vm.setValue('email', 'ada@acme.io');
    vm.setValue('password', 'violet-harbor-lantern-42');
    vm.setValue('orgName', 'Ada Co');
    await vm.submit();
    // The first submit only found the organization: nothing was created.
    expect(vm.domainOffer).toBe('acme.io');
    expect(vm.joining).toBe(true);
    expect(vm.fields).not.toContain('orgName');
    expect(sent).toEqual([]);
    await vm.submit();
    expect(sent).toEqual([{ choice: 'join_existing', email: 'ada@acme.io', password: 'violet-harbor-lantern-42', name: 'Ada' }]);
    expect(vm.joinRequested).toBe('Request filed');
    expect(vm.showsForm).toBe(false);
  });

  it('offers nothing for an address that already has an account', async () => {
    const vm = new RegisterFormViewModel({} as AuthSession, nowhere, { checkEmailDomain: async () => check(true, true) } as unknown as AccountRequests);
    vm.setValue('email', 'ada@acme.io');
    await vm.checkDomain();
    expect(vm.domainOffer).toBeNull();
  });
});

describe('the invitation page', () => {
  const invited: Navigator = { pathname: () => '/register', query: () => ({ invite: 'tok', email: 'typed@else.io' }), navigate: () => undefined };

  it('names the organization and who invited, and fixes the email to the invited address', async () => {
    const accounts = {
      lookUpInvitation: async () => ({ organization_name: 'Acme', inviter_name: 'Grace', email: 'bob@outside.io', role: 'org_admin', expires_at: '2030-01-01T00:00:00.000Z' }),
    } as unknown as AccountRequests;
    const vm = new RegisterFormViewModel({} as AuthSession, invited, accounts);
    expect(vm.showsForm).toBe(false);
    await vm.loadInvitation();
    expect(vm.title).toBe('Join Acme on Marketing Workspace');
    expect(vm.invitedBy).toBe('Grace invited you to join Acme as an admin.');
    expect(vm.values.email).toBe('bob@outside.io');
    vm.setValue('email', 'other@else.io');
    expect(vm.values.email).toBe('bob@outside.io');
    expect(vm.emailFixed).toBe(true);
  });

  it('says the invitation is no longer valid when the server does not know the token', async () => {
    const accounts = {
      lookUpInvitation: async () => {
        throw new ApiError('This invitation is no longer valid', 'NOT_FOUND', 404);
      },
    } as unknown as AccountRequests;
    const vm = new RegisterFormViewModel({} as AuthSession, invited, accounts);
    await vm.loadInvitation();
    expect(vm.invitationStatus).toBe('gone');
    expect(vm.title).toBe('This invitation is no longer valid');
    expect(vm.showsForm).toBe(false);
  });
});

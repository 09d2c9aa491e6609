import { describe, expect, it } from 'vitest';
import { RegisterFormViewModel } from '../../../web/view-models/register-form.view-model.ts';
import { ApiError } from '../../../core/domain/api-error.ts';
import type { AuthSession } from '../../../core/client/auth/auth-session.ts';
import type { Navigator } from '../../../web/view-models/navigator.ts';

const nowhere: Navigator = { pathname: () => '/register', query: () => ({}), navigate: () => undefined };

function form(register: AuthSession['register'] = async () => { throw new Error('not expected'); }) {
  const vm = new RegisterFormViewModel({ register } as AuthSession, nowhere);
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

import { describe, expect, it } from 'vitest';
import type { AccountSettingsService, ActiveSession } from '../../../core/client/account/account-settings-service.ts';
import { ApiError } from '../../../core/domain/api-error.ts';
import { describeUserAgent } from '../../../core/domain/auth/user-agent.ts';
import type { SessionUser } from '../../../core/domain/auth/user.ts';
import { AccountSettingsViewModel } from '../../../web/account/account-settings.view-model.ts';
import type { ToastSpec } from '../../../web/view-models/notifier.ts';

const user: SessionUser = { id: 'u1', email: 'ada@engines.test', name: 'Ada Lovelace', role: 'org_owner', org_id: 'o1' };
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

function setUp(account: Partial<AccountSettingsService>) {
  const toasts: ToastSpec[] = [];
  const vm = new AccountSettingsViewModel(account as AccountSettingsService, { user }, { show: (t) => toasts.push(t) });
  return { vm, toasts };
}

describe('Settings: the account settings view-model', () => {
  it('saves a changed, trimmed name and says so; an empty one is refused before asking', async () => {
    const sent: string[] = [];
    const { vm, toasts } = setUp({ changeName: async (name) => (sent.push(name), { ...user, name }) });
    expect(vm.nameChanged).toBe(false);
    vm.setName('   ');
    await vm.saveName();
    expect(vm.nameFieldError).toBe('Name is required');
    vm.setName('  Ada King  ');
    await vm.saveName();
    expect(sent).toEqual(['Ada King']);
    expect(toasts).toEqual([{ message: 'Your name has been changed', intent: 'success' }]);
  });

  it('checks the new password with the registration rule and this account\'s email, and puts the server\'s refusals under their fields', async () => {
    let answer: () => Promise<string> = async () => {
      throw new ApiError('Validation failed', 'VALIDATION_ERROR', 422, { detail: [{ loc: ['body', 'current_password'], msg: 'The current password is not correct' }] });
    };
    const { vm, toasts } = setUp({ changePassword: () => answer(), listSessions: async () => [] });
    vm.setPassword('current', 'old secret words');
    vm.setPassword('next', 'ada@engines.test-2024');
    vm.setPassword('confirm', 'ada@engines.test-2024');
    await vm.changePassword();
    expect(vm.passwordFieldError('next')).toBe('The password must not contain your email address');
    vm.setPassword('next', 'violet glacier compass');
    vm.setPassword('confirm', 'violet glacier compas');
    await vm.changePassword();
    expect(vm.passwordFieldError('confirm')).toBe('The two passwords do not match');
    vm.setPassword('confirm', 'violet glacier compass');
    await vm.changePassword();
    expect(vm.passwordFieldError('current')).toBe('The current password is not correct');
    answer = async () => 'Your password has been changed. Your other sessions were signed out.';
    await vm.changePassword();
    expect(vm.passwords).toEqual({ current: '', next: '', confirm: '' });
    expect(toasts.at(-1)).toEqual({ message: 'Your password has been changed. Your other sessions were signed out.', intent: 'success' });
  });

  it('lists this device first and names the others\' browsers; signing one out drops it', async () => {
    let sessions: ActiveSession[] = [
      { id: 'a', createdAt: '2026-01-01T10:00:00Z', lastUsedAt: '2026-01-02T10:00:00Z', userAgent: FIREFOX, ip: '10.0.0.2', current: false },
      { id: 'b', createdAt: '2026-01-01T09:00:00Z', lastUsedAt: '2026-01-01T09:00:00Z', userAgent: null, ip: null, current: true },
    ];
    const { vm } = setUp({
      listSessions: async () => sessions,
      endSession: async (id) => ((sessions = sessions.filter((s) => s.id !== id)), 'The session was signed out'),
    });
    await vm.loadSessions();
    expect(vm.sessionRows.map((r) => [r.id, r.device, r.current])).toEqual([['b', 'Unknown device', true], ['a', 'Firefox on Linux', false]]);
    expect(vm.hasOtherSessions).toBe(true);
    await vm.endSession(vm.sessionRows[1]!);
    expect(vm.sessionRows.map((r) => r.id)).toEqual(['b']);
    expect(vm.hasOtherSessions).toBe(false);
  });

  it('names common browsers and systems from their user agents', () => {
    expect(describeUserAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36 Edg/126.0')).toEqual({ browser: 'Edge', os: 'Windows' });
    expect(describeUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1')).toEqual({ browser: 'Safari', os: 'iOS' });
    expect(describeUserAgent('curl/8.0')).toEqual({ browser: null, os: null });
  });
});

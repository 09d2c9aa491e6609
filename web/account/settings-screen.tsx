import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Alert, Button, Callout, Card, FormGroup, H1, H2, InputGroup, Switch, Tag } from '@blueprintjs/core';
import type { AccountSettingsViewModel } from './account-settings.view-model.ts';
import type { SettingsViewModel } from './settings.view-model.ts';
import type { PasswordField } from './account-settings.view-model.ts';
import { LoadError, Loading } from '../components/load-state.tsx';
import { WebText } from '../text.ts';
import { AccountText } from './account-text.ts';

/**
 * Settings (/settings): Profile (name; the email shown), Password, Active sessions, and the
 * desktop notifications preference with the browser's permission.
 */
/** The page's two view-models: the account (profile, password, sessions) and the desktop notifications. */
export interface SettingsViewModels {
  account: AccountSettingsViewModel;
  notifications: SettingsViewModel;
}

export const SettingsScreen = observer(function SettingsScreen({ vm: { account, notifications: vm } }: { vm: SettingsViewModels }) {
  useEffect(() => {
    void account.loadSessions();
  }, [account]);
  return (
    <section aria-labelledby="settings-title" className="settings-screen">
      <H1 id="settings-title" className="screen-title">{WebText.settings}</H1>
      <ProfileCard vm={account} />
      <PasswordCard vm={account} />
      <SessionsCard vm={account} />
      <Card className="settings-card">
        <H2 className="card-title">{AccountText.desktopNotifications}</H2>
        <Switch
          checked={vm.enabled}
          label={AccountText.desktopNotifications}
          onChange={(event) => void vm.setEnabled(event.currentTarget.checked)}
        />
        <p>{AccountText.desktopNotificationsHelp}</p>
        <p className="bp6-text-muted" data-testid="notification-permission">{vm.permissionText}</p>
      </Card>
    </section>
  );
});

const ProfileCard = observer(function ProfileCard({ vm }: { vm: AccountSettingsViewModel }) {
  const error = vm.nameFieldError;
  return (
    <Card className="settings-card" aria-labelledby="settings-profile-title" role="region">
      <H2 id="settings-profile-title" className="card-title">{AccountText.profile}</H2>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void vm.saveName();
        }}
      >
        <FormGroup
          label={AccountText.settingsName}
          labelFor="settings-name"
          intent={error ? 'danger' : 'none'}
          helperText={error ? <span id="settings-name-error">{error}</span> : undefined}
        >
          <InputGroup
            id="settings-name"
            name="name"
            autoComplete="name"
            value={vm.name}
            intent={error ? 'danger' : 'none'}
            onValueChange={vm.setName}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'settings-name-error' : undefined}
          />
        </FormGroup>
        <FormGroup label={AccountText.settingsEmail} labelFor="settings-email" helperText={<span id="settings-email-help">{AccountText.settingsEmailHelp}</span>}>
          <InputGroup id="settings-email" name="email" type="email" value={vm.email} readOnly aria-describedby="settings-email-help" />
        </FormGroup>
        <Button type="submit" intent="primary" disabled={vm.isSavingName || !vm.nameChanged} text={vm.isSavingName ? AccountText.savingName : AccountText.saveName} />
      </form>
    </Card>
  );
});

const PASSWORD_FIELDS: { field: PasswordField; label: string; autoComplete: string }[] = [
  { field: 'current', label: AccountText.currentPassword, autoComplete: 'current-password' },
  { field: 'next', label: WebText.newPassword, autoComplete: 'new-password' },
  { field: 'confirm', label: WebText.confirmNewPassword, autoComplete: 'new-password' },
];

const PasswordCard = observer(function PasswordCard({ vm }: { vm: AccountSettingsViewModel }) {
  return (
    <Card className="settings-card" aria-labelledby="settings-password-title" role="region">
      <H2 id="settings-password-title" className="card-title">{AccountText.passwordSection}</H2>
      <p>{AccountText.passwordSectionHelp}</p>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void vm.changePassword();
        }}
      >
        {/* Lets password managers tie the new password to the account. */}
        <input type="text" name="username" autoComplete="username" value={vm.email} readOnly hidden />
        {vm.passwordError && <Callout intent="danger" className="form-callout" role="alert">{vm.passwordError}</Callout>}
        {PASSWORD_FIELDS.map(({ field, label, autoComplete }) => {
          const id = `settings-password-${field}`;
          const error = vm.passwordFieldError(field);
          return (
            <FormGroup key={field} label={label} labelFor={id} intent={error ? 'danger' : 'none'} helperText={error ? <span id={`${id}-error`}>{error}</span> : undefined}>
              <InputGroup
                id={id}
                name={field}
                type="password"
                autoComplete={autoComplete}
                value={vm.passwords[field]}
                intent={error ? 'danger' : 'none'}
                onValueChange={(value) => vm.setPassword(field, value)}
                onBlur={() => vm.touchPassword(field)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
              />
            </FormGroup>
          );
        })}
        <Button type="submit" intent="primary" disabled={vm.isChangingPassword} text={vm.isChangingPassword ? AccountText.changingPassword : AccountText.changePassword} />
      </form>
    </Card>
  );
});

const SessionsCard = observer(function SessionsCard({ vm }: { vm: AccountSettingsViewModel }) {
  return (
    <Card className="settings-card" aria-labelledby="settings-sessions-title" role="region">
      <H2 id="settings-sessions-title" className="card-title">{AccountText.sessionsSection}</H2>
      <p>{AccountText.sessionsHelp}</p>
      {vm.sessionsStatus === 'loading' && <Loading text={AccountText.sessionsLoading} />}
      {vm.sessionsStatus === 'error' && <LoadError text={vm.sessionsError ?? ''} onRetry={() => void vm.loadSessions()} />}
      {vm.sessionsStatus === 'ready' && (
        <>
          {vm.sessionsActionError && <Callout intent="danger" className="form-callout" role="alert">{vm.sessionsActionError}</Callout>}
          <ul className="session-list" aria-label={AccountText.sessionsSection}>
            {vm.sessionRows.map((row) => (
              <li key={row.id} className="session-row" data-testid="session-row">
                <div className="session-row__text">
                  <div className="session-row__device">
                    <strong>{row.device}</strong>
                    {row.current && <Tag intent="success" minimal>{AccountText.thisDevice}</Tag>}
                  </div>
                  <div className="bp6-text-muted session-row__details">
                    <span>{AccountText.sessionSignedIn(row.signedIn)}</span>
                    <span>{AccountText.sessionLastActive(row.lastActive)}</span>
                    {row.ip && <span>{AccountText.sessionFrom(row.ip)}</span>}
                  </div>
                </div>
                {!row.current && (
                  <Button
                    className="session-row__action"
                    text={AccountText.signOutSession}
                    aria-label={AccountText.signOutSessionLabel(row.device)}
                    loading={vm.busySessionId === row.id}
                    disabled={vm.busySessionId !== null}
                    onClick={() => void vm.endSession(row)}
                  />
                )}
              </li>
            ))}
          </ul>
          {vm.hasOtherSessions ? (
            <Button intent="danger" icon="log-out" text={AccountText.signOutOthers} onClick={vm.askEndOthers} />
          ) : (
            <p className="bp6-text-muted">{AccountText.noOtherSessions}</p>
          )}
        </>
      )}
      <Alert
        isOpen={vm.confirmingEndOthers}
        intent="danger"
        icon="log-out"
        confirmButtonText={AccountText.signOutOthersConfirm}
        cancelButtonText={WebText.cancel}
        onConfirm={() => void vm.confirmEndOthers()}
        onCancel={vm.cancelEndOthers}
        loading={vm.isEndingOthers}
      >
        <H2 className="card-title">{AccountText.signOutOthersTitle}</H2>
        <p>{AccountText.signOutOthersText}</p>
      </Alert>
    </Card>
  );
});

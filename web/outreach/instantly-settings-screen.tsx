import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, Callout, Card, Checkbox, FormGroup, H1, H2, HTMLSelect, InputGroup } from '@blueprintjs/core';
import type { InstantlySettingsViewModel } from './instantly-settings.view-model.ts';
import { LoadError, Loading } from '../components/load-state.tsx';
import { OutreachConnection } from './outreach-connection.tsx';
import { OutreachText } from './outreach-text.ts';

/** /instantly/settings (R-OPEN-19): the connection, the sending accounts new drafts use, and the schedule defaults. */
export const InstantlySettingsScreen = observer(function InstantlySettingsScreen({ vm }: { vm: InstantlySettingsViewModel }) {
  useEffect(() => void vm.load(), [vm]);
  const readOnly = !vm.canEdit;
  return (
    <section aria-labelledby="instantly-settings-title">
      <H1 id="instantly-settings-title" className="screen-title">{OutreachText.settingsTitle}</H1>
      {vm.loadState.status === 'loading' && <Loading />}
      {vm.loadState.status === 'error' && <LoadError text={vm.loadState.error ?? OutreachText.loadFailed} onRetry={vm.load} />}
      {vm.loadState.status === 'ready' && <OutreachConnection connection={vm.connection} />}
      {vm.loadState.status === 'ready' && vm.connected && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void vm.save();
          }}
        >
          <Card className="form-card">
            <H2 className="card-title">{OutreachText.sendingAccounts}</H2>
            <p>{OutreachText.sendingAccountsHelp}</p>
            <fieldset className="plain-fieldset">
              <legend className="bp6-text-muted">{OutreachText.sendingAccounts}</legend>
              {vm.accounts.map((a) => (
                <Checkbox
                  key={a.email}
                  checked={vm.chosen.has(a.email)}
                  disabled={readOnly}
                  onChange={() => vm.toggleAccount(a.email)}
                  labelElement={<span>{a.email}{a.name ? ` (${a.name})` : ''} · {OutreachText.sendingAccountStatus[a.status]}</span>}
                />
              ))}
            </fieldset>
          </Card>
          <Card className="form-card">
            <H2 className="card-title">{OutreachText.defaults}</H2>
            <FormGroup label={OutreachText.dailyLimit} labelFor="instantly-daily-limit">
              <InputGroup id="instantly-daily-limit" type="number" min={1} max={10000} value={vm.dailyLimit} disabled={readOnly} onValueChange={vm.setDailyLimit} />
            </FormGroup>
            <FormGroup label={OutreachText.timezone} labelFor="instantly-timezone" helperText={OutreachText.timezoneHelp}>
              <HTMLSelect id="instantly-timezone" value={vm.timezone} disabled={readOnly} onChange={(e) => vm.setTimezone(e.currentTarget.value)} options={vm.timeZones} />
            </FormGroup>
            {vm.nearestZone && !readOnly && (
              <p data-testid="instantly-nearest-zone">
                {OutreachText.timezoneNearest(vm.nearestZone.yours, vm.nearestZone.nearest)}{' '}
                <Button size="small" variant="outlined" text={OutreachText.useNearestZone(vm.nearestZone.nearest)} onClick={vm.useNearestZone} />
              </p>
            )}
            <fieldset className="plain-fieldset">
              <legend>{OutreachText.days}</legend>
              {OutreachText.weekdays.map((day, i) => (
                <Checkbox key={day} inline label={day} checked={vm.days.has(i)} disabled={readOnly} onChange={() => vm.toggleDay(i)} />
              ))}
            </fieldset>
            <div className="outreach-pickers">
              <FormGroup label={OutreachText.from} labelFor="instantly-from">
                <InputGroup id="instantly-from" type="time" value={vm.from} disabled={readOnly} onValueChange={vm.setFrom} />
              </FormGroup>
              <FormGroup label={OutreachText.to} labelFor="instantly-to">
                <InputGroup id="instantly-to" type="time" value={vm.to} disabled={readOnly} onValueChange={vm.setTo} />
              </FormGroup>
            </div>
            {vm.saveError && <Callout intent="danger" role="alert">{vm.saveError}</Callout>}
            {vm.canEdit ? <Button type="submit" intent="primary" text={OutreachText.saveSettings} loading={vm.isSaving} /> : <p>{OutreachText.settingsManagersOnly}</p>}
          </Card>
        </form>
      )}
    </section>
  );
});

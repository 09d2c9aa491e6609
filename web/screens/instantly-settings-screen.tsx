import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, Callout, Card, Checkbox, FormGroup, H1, H2, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useScreenViewModel } from '../view-model-context.tsx';
import { InstantlySettingsViewModel } from '../view-models/instantly-settings.view-model.ts';
import { LoadError, Loading } from '../components/load-state.tsx';
import { OutreachConnection } from '../components/outreach-connection.tsx';
import { WebText } from '../text.ts';

/** /instantly/settings (R-OPEN-19): the connection, the sending accounts new drafts use, and the schedule defaults. */
export const InstantlySettingsScreen = observer(function InstantlySettingsScreen() {
  const vm = useScreenViewModel('instantlySettings', InstantlySettingsViewModel);
  useEffect(() => void vm.load(), [vm]);
  const readOnly = !vm.canEdit;
  return (
    <section aria-labelledby="instantly-settings-title">
      <H1 id="instantly-settings-title" className="screen-title">{WebText.instantlySettingsTitle}</H1>
      {vm.status === 'loading' && <Loading />}
      {vm.status === 'error' && <LoadError text={vm.error ?? WebText.instantlyLoadFailed} onRetry={vm.load} />}
      {vm.status === 'ready' && <OutreachConnection connection={vm.connection} />}
      {vm.status === 'ready' && vm.connected && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void vm.save();
          }}
        >
          <Card className="form-card">
            <H2 className="card-title">{WebText.instantlySendingAccounts}</H2>
            <p>{WebText.instantlySendingAccountsHelp}</p>
            <fieldset className="plain-fieldset">
              <legend className="bp6-text-muted">{WebText.instantlySendingAccounts}</legend>
              {vm.accounts.map((a) => (
                <Checkbox
                  key={a.email}
                  checked={vm.chosen.has(a.email)}
                  disabled={readOnly}
                  onChange={() => vm.toggleAccount(a.email)}
                  labelElement={<span>{a.email}{a.name ? ` (${a.name})` : ''} · {WebText.sendingAccountStatus[a.status]}</span>}
                />
              ))}
            </fieldset>
          </Card>
          <Card className="form-card">
            <H2 className="card-title">{WebText.instantlyDefaults}</H2>
            <FormGroup label={WebText.instantlyDailyLimit} labelFor="instantly-daily-limit">
              <InputGroup id="instantly-daily-limit" type="number" min={1} max={10000} value={vm.dailyLimit} disabled={readOnly} onValueChange={vm.setDailyLimit} />
            </FormGroup>
            <FormGroup label={WebText.instantlyTimezone} labelFor="instantly-timezone" helperText={WebText.instantlyTimezoneHelp}>
              <HTMLSelect id="instantly-timezone" value={vm.timezone} disabled={readOnly} onChange={(e) => vm.setTimezone(e.currentTarget.value)} options={vm.timeZones} />
            </FormGroup>
            {vm.nearestZone && !readOnly && (
              <p data-testid="instantly-nearest-zone">
                {WebText.instantlyTimezoneNearest(vm.nearestZone.yours, vm.nearestZone.nearest)}{' '}
                <Button size="small" variant="outlined" text={WebText.instantlyUseNearestZone(vm.nearestZone.nearest)} onClick={vm.useNearestZone} />
              </p>
            )}
            <fieldset className="plain-fieldset">
              <legend>{WebText.instantlyDays}</legend>
              {WebText.weekdays.map((day, i) => (
                <Checkbox key={day} inline label={day} checked={vm.days.has(i)} disabled={readOnly} onChange={() => vm.toggleDay(i)} />
              ))}
            </fieldset>
            <div className="outreach-pickers">
              <FormGroup label={WebText.instantlyFrom} labelFor="instantly-from">
                <InputGroup id="instantly-from" type="time" value={vm.from} disabled={readOnly} onValueChange={vm.setFrom} />
              </FormGroup>
              <FormGroup label={WebText.instantlyTo} labelFor="instantly-to">
                <InputGroup id="instantly-to" type="time" value={vm.to} disabled={readOnly} onValueChange={vm.setTo} />
              </FormGroup>
            </div>
            {vm.saveError && <Callout intent="danger" role="alert">{vm.saveError}</Callout>}
            {vm.canEdit ? <Button type="submit" intent="primary" text={WebText.instantlySaveSettings} loading={vm.isSaving} /> : <p>{WebText.instantlySettingsManagersOnly}</p>}
          </Card>
        </form>
      )}
    </section>
  );
});

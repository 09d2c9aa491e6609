import { observer } from 'mobx-react-lite';
import { FileInput, FormGroup, HTMLSelect, Radio, RadioGroup } from '@blueprintjs/core';
import type { LeadSourceForm, LeadSourceKind } from './campaign-draft-form.ts';
import { OutreachText } from './outreach-text.ts';

/** Leads from a saved lead list or a CSV file (or none yet), for a campaign draft or a campaign. */
export const LeadSourcePicker = observer(function LeadSourcePicker({ form, id, allowNone = true, error }: { form: LeadSourceForm; id: string; allowNone?: boolean; error?: string }) {
  return (
    <fieldset className="plain-fieldset">
      <legend>{OutreachText.sourceTitle}</legend>
      <RadioGroup selectedValue={form.kind} onChange={(e) => form.setKind(e.currentTarget.value as LeadSourceKind)} inline>
        {[
          ...(allowNone ? [<Radio key="none" value="none" label={OutreachText.sourceNone} />] : []),
          <Radio key="list" value="list" label={OutreachText.sourceList} />,
          <Radio key="csv" value="csv" label={OutreachText.sourceCsv} />,
        ]}
      </RadioGroup>
      {form.kind === 'list' && (
        form.lists.length === 0 ? (
          <p>{OutreachText.sourceNoLists}</p>
        ) : (
          <FormGroup label={OutreachText.sourceListPicker} labelFor={`${id}-list`}>
            <HTMLSelect id={`${id}-list`} value={form.listId} onChange={(e) => form.setList(e.currentTarget.value)}>
              {form.lists.map((l) => <option key={l.id} value={l.id}>{OutreachText.listOption(l.name, l.leadCount)}</option>)}
            </HTMLSelect>
          </FormGroup>
        )
      )}
      {form.kind === 'csv' && (
        <FormGroup label={OutreachText.sourceCsvPicker} labelFor={`${id}-csv`} helperText={error ?? OutreachText.sourceCsvHelp} intent={error ? 'danger' : 'none'}>
          <FileInput
            inputProps={{ id: `${id}-csv`, accept: '.csv,text/csv' }}
            text={form.csvName || OutreachText.sourceChooseFile}
            buttonText={OutreachText.sourceBrowse}
            onInputChange={(e) => {
              const file = e.currentTarget.files?.[0];
              if (file) void file.text().then((text) => form.setCsv(file.name, text));
            }}
          />
        </FormGroup>
      )}
    </fieldset>
  );
});

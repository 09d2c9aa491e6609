import { observer } from 'mobx-react-lite';
import { FileInput, FormGroup, HTMLSelect, Radio, RadioGroup } from '@blueprintjs/core';
import type { LeadSourceForm, LeadSourceKind } from '../view-models/campaign-draft-form.ts';
import { WebText } from '../text.ts';

/** Leads from a saved lead list or a CSV file (or none yet), for a campaign draft or a campaign. */
export const LeadSourcePicker = observer(function LeadSourcePicker({ form, id, allowNone = true, error }: { form: LeadSourceForm; id: string; allowNone?: boolean; error?: string }) {
  return (
    <fieldset className="plain-fieldset">
      <legend>{WebText.leadSourceTitle}</legend>
      <RadioGroup selectedValue={form.kind} onChange={(e) => form.setKind(e.currentTarget.value as LeadSourceKind)} inline>
        {[
          ...(allowNone ? [<Radio key="none" value="none" label={WebText.leadSourceNone} />] : []),
          <Radio key="list" value="list" label={WebText.leadSourceList} />,
          <Radio key="csv" value="csv" label={WebText.leadSourceCsv} />,
        ]}
      </RadioGroup>
      {form.kind === 'list' && (
        form.lists.length === 0 ? (
          <p>{WebText.leadSourceNoLists}</p>
        ) : (
          <FormGroup label={WebText.leadSourceListPicker} labelFor={`${id}-list`}>
            <HTMLSelect id={`${id}-list`} value={form.listId} onChange={(e) => form.setList(e.currentTarget.value)}>
              {form.lists.map((l) => <option key={l.id} value={l.id}>{WebText.leadListOption(l.name, l.leadCount)}</option>)}
            </HTMLSelect>
          </FormGroup>
        )
      )}
      {form.kind === 'csv' && (
        <FormGroup label={WebText.leadSourceCsvPicker} labelFor={`${id}-csv`} helperText={error ?? WebText.leadSourceCsvHelp} intent={error ? 'danger' : 'none'}>
          <FileInput
            inputProps={{ id: `${id}-csv`, accept: '.csv,text/csv' }}
            text={form.csvName || WebText.leadSourceChooseFile}
            buttonText={WebText.leadSourceBrowse}
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

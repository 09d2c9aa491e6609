import { observer } from 'mobx-react-lite';
import { Button, FormGroup, H3, InputGroup, TextArea } from '@blueprintjs/core';
import type { CampaignDraftForm } from './campaign-draft-form.ts';
import { LeadSourcePicker } from './lead-source-picker.tsx';
import { OutreachText } from './outreach-text.ts';

/** A campaign draft's name, its steps (subject, body, days to wait) and its leads. */
export const CampaignDraftFields = observer(function CampaignDraftFields({ form, id }: { form: CampaignDraftForm; id: string }) {
  const err = form.fieldErrors;
  return (
    <>
      <FormGroup label={OutreachText.name} labelFor={`${id}-name`} helperText={err.name} intent={err.name ? 'danger' : 'none'}>
        <InputGroup id={`${id}-name`} value={form.name} onValueChange={form.setName} maxLength={200} />
      </FormGroup>
      {form.steps.map((step, i) => (
        <div key={i} className="campaign-step">
          <H3 className="card-title">{OutreachText.step(i + 1)}</H3>
          {i > 0 && (
            <FormGroup label={OutreachText.stepDelay} labelFor={`${id}-delay-${i}`}>
              <InputGroup id={`${id}-delay-${i}`} type="number" min={0} max={90} value={step.delayDays} onValueChange={(v) => form.setStep(i, { delayDays: v })} />
            </FormGroup>
          )}
          <FormGroup label={OutreachText.subject} labelFor={`${id}-subject-${i}`} helperText={err[`steps.${i}.subject`]} intent={err[`steps.${i}.subject`] ? 'danger' : 'none'}>
            <InputGroup id={`${id}-subject-${i}`} value={step.subject} onValueChange={(v) => form.setStep(i, { subject: v })} maxLength={300} />
          </FormGroup>
          <FormGroup label={OutreachText.body} labelFor={`${id}-body-${i}`} helperText={err[`steps.${i}.body`] ?? OutreachText.bodyHelp} intent={err[`steps.${i}.body`] ? 'danger' : 'none'}>
            <TextArea id={`${id}-body-${i}`} value={step.body} onChange={(e) => form.setStep(i, { body: e.currentTarget.value })} rows={6} fill />
          </FormGroup>
          {form.steps.length > 1 && <Button variant="minimal" icon="trash" text={OutreachText.removeStep(i + 1)} onClick={() => form.removeStep(i)} />}
        </div>
      ))}
      {form.steps.length < 10 && <Button icon="add" text={OutreachText.addStep} onClick={form.addStep} />}
      <LeadSourcePicker form={form.leads} id={`${id}-leads`} error={err.csv ?? err.lead_list_id} />
    </>
  );
});

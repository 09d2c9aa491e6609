import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, Card, FormGroup, H1, H2, HTMLSelect, InputGroup, ProgressBar, TextArea } from '@blueprintjs/core';
import type { SpaceProfileViewModel } from './space-profile.view-model.ts';
import { LoadError, Loading } from '../components/load-state.tsx';
import { Form } from '../components/form.tsx';
import { FormNotices } from '../components/form-notices.tsx';
import type { ProfileQuestion } from '../../core/domain/spaces/space-profile-questions.ts';
import { WebText } from '../text.ts';

const SECTION_TITLES: Record<string, string> = {
  business: 'Business',
  audience: 'Audience',
  offer: 'Offer',
  goals: 'Goals',
  channels: 'Channels',
  tone: 'Tone',
};

/** SpaceProfileSetup (/space-setup): the 18 questions of the space profile with their progress. */
export const SpaceProfileScreen = observer(function SpaceProfileScreen({ vm }: { vm: SpaceProfileViewModel }) {
  useEffect(() => {
    void vm.load();
  }, [vm]);

  return (
    <section aria-labelledby="profile-title" className="space-profile">
      <H1 id="profile-title" className="screen-title">Space Profile{vm.spaceName ? `: ${vm.spaceName}` : ''}</H1>
      {vm.loadState.status === 'loading' && <Loading />}
      {vm.loadState.status === 'error' && <LoadError text={vm.loadState.error!} onRetry={() => void vm.load()} />}
      {vm.loadState.status === 'ready' && (
        <Form noValidate onSubmit={() => void vm.save()}>
          <Card className="space-profile__progress">
            <p>{WebText.onboardingProgress(vm.answeredCount, vm.total)}</p>
            <ProgressBar
              value={vm.total ? vm.answeredCount / vm.total : 0}
              intent={vm.isComplete ? 'success' : 'primary'}
              animate={false}
              stripes={false}
              aria-label={WebText.onboardingProgress(vm.answeredCount, vm.total)}
            />
          </Card>
          <FormNotices canEdit={vm.canEdit} error={vm.saveError} />
          {vm.sections.map(({ section, questions }) => (
            <Card key={section} className="space-profile__section">
              <H2 className="card-title">{SECTION_TITLES[section] ?? section}</H2>
              {questions.map((q) => (
                <Question key={q.id} vm={vm} question={q} />
              ))}
            </Card>
          ))}
          {vm.canEdit && (
            <div className="sticky-actions">
              <Button type="submit" intent="primary" text={vm.isSaving ? WebText.saving : WebText.save} disabled={!vm.canSave} />
            </div>
          )}
        </Form>
      )}
    </section>
  );
});

const Question = observer(function Question({ vm, question }: { vm: SpaceProfileViewModel; question: ProfileQuestion }) {
  const id = `q-${question.id}`;
  const value = vm.answers[question.id] ?? '';
  const error = vm.answerError(question.id);
  return (
    <FormGroup label={question.prompt} labelFor={id} intent={error ? 'danger' : 'none'} helperText={error ?? undefined}>
      {question.kind === 'choice' ? (
        <HTMLSelect id={id} value={value} disabled={!vm.canEdit} onChange={(e) => vm.setAnswer(question.id, e.target.value)}>
          <option value="">Choose...</option>
          {question.options?.map((o) => (
            <option key={o} value={o}>
              {o}
            </option>
          ))}
        </HTMLSelect>
      ) : question.kind === 'long-text' ? (
        <TextArea id={id} fill rows={3} value={value} disabled={!vm.canEdit} onChange={(e) => vm.setAnswer(question.id, e.target.value)} />
      ) : (
        <InputGroup id={id} value={value} disabled={!vm.canEdit} onValueChange={(v) => vm.setAnswer(question.id, v)} />
      )}
    </FormGroup>
  );
});

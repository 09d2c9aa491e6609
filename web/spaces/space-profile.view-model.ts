import { actionBound, computed, makeObservable, observable, runInAction } from 'mobx';
import type { SpacesService } from '../../core/client/spaces/spaces-service.ts';
import { MAX_ANSWER_LENGTH, answerProblem, type ProfileQuestion } from '../../core/domain/spaces/space-profile-questions.ts';
import { isOrgAdmin, type Role } from '../../core/domain/roles.ts';
import type { Space } from '../../core/domain/spaces/space.ts';
import type { Notifier } from '../view-models/notifier.ts';
import { LoadState, messageOf } from '../view-models/load-state.ts';
import { WebText } from '../text.ts';
import { SpacesText } from './spaces-text.ts';

/** SpaceProfileSetup (/space-setup): the space's questionnaire with its progress; owners and admins save it. */
export class SpaceProfileViewModel {
  questions: ProfileQuestion[] = [];
  answers: Record<string, string> = {};
  saved: Record<string, string> = {};
  isSaving = false;
  saveError: string | null = null;
  /** Where the screen's load is: loading, its error, or ready. */
  readonly loadState = new LoadState();

  constructor(
    private readonly spaces: SpacesService,
    private readonly mirror: { readonly current: Space | null },
    private readonly session: { readonly role: Role | undefined },
    private readonly notifier: Notifier,
  ) {
    makeObservable(this, {
      questions: observable,
      answers: observable,
      saved: observable,
      isSaving: observable,
      saveError: observable,
      spaceName: computed,
      canEdit: computed,
      answeredCount: computed,
      total: computed,
      isComplete: computed,
      sections: computed,
      isDirty: computed,
      canSave: computed,
      setAnswer: actionBound,
      load: actionBound,
      save: actionBound,
    });
  }

  get spaceName(): string {
    return this.mirror.current?.name ?? '';
  }

  get canEdit(): boolean {
    return isOrgAdmin(this.session.role);
  }

  get answeredCount(): number {
    return this.questions.filter((q) => (this.answers[q.id] ?? '').trim() !== '').length;
  }

  get total(): number {
    return this.questions.length;
  }

  get isComplete(): boolean {
    return this.total > 0 && this.answeredCount >= this.total;
  }

  get sections(): { section: string; questions: ProfileQuestion[] }[] {
    const order: string[] = [];
    const bySection = new Map<string, ProfileQuestion[]>();
    for (const q of this.questions) {
      if (!bySection.has(q.section)) {
        order.push(q.section);
        bySection.set(q.section, []);
      }
      bySection.get(q.section)!.push(q);
    }
    return order.map((section) => ({ section, questions: bySection.get(section)! }));
  }

  answerError(id: string): string | null {
    const answer = this.answers[id] ?? '';
    if (answer.length > MAX_ANSWER_LENGTH) return WebText.tooLong(MAX_ANSWER_LENGTH);
    return answerProblem(this.questions.find((q) => q.id === id), answer);
  }

  get isDirty(): boolean {
    return this.questions.some((q) => (this.answers[q.id] ?? '') !== (this.saved[q.id] ?? ''));
  }

  get canSave(): boolean {
    return this.canEdit && this.isDirty && !this.isSaving && this.questions.every((q) => !this.answerError(q.id));
  }

  setAnswer(id: string, value: string): void {
    this.answers[id] = value;
  }

  async load(): Promise<void> {
    const space = this.mirror.current;
    if (!space) {
      this.loadState.fail(SpacesText.noCurrentSpace);
      return;
    }
    await this.loadState.run(
      () => this.spaces.profile(space.id),
      (profile) => {
        this.questions = profile.questions;
        this.answers = { ...profile.answers };
        this.saved = { ...profile.answers };
      },
    );
  }

  async save(): Promise<void> {
    const space = this.mirror.current;
    if (!space || !this.canSave) return;
    this.isSaving = true;
    this.saveError = null;
    const answers = Object.fromEntries(this.questions.map((q) => [q.id, (this.answers[q.id] ?? '').trim()]).filter(([, v]) => v !== ''));
    try {
      const profile = await this.spaces.saveProfile(space.id, answers);
      runInAction(() => {
        this.saved = { ...profile.answers };
        this.answers = { ...this.answers, ...profile.answers };
        this.isSaving = false;
      });
      this.notifier.show({ message: SpacesText.profileSaved, intent: 'success' });
      // Onboarding progress shows on the Dashboard and in the sidebar: load the spaces again.
      await this.spaces.initialize().catch(() => undefined);
    } catch (error) {
      runInAction(() => {
        this.isSaving = false;
        this.saveError = messageOf(error);
      });
    }
  }
}

import { makeAutoObservable, runInAction } from 'mobx';
import type { SpacesService } from '../../core/client/spaces/spaces-service.ts';
import { isOrgAdmin, type Role } from '../../core/domain/roles.ts';
import type { Space } from '../../core/domain/space.ts';
import type { Notifier } from './notifier.ts';
import { messageOf } from './load-state.ts';
import { WebText } from '../text.ts';

export const SPACE_NAME_MAX = 100;
export const SPACE_DESCRIPTION_MAX = 1000;

/** Workspace settings: the current space's name and description (SpacesService.update), for owners and admins. */
export class WorkspaceSettingsViewModel {
  name = '';
  description = '';
  touched = false;
  isSaving = false;
  error: string | null = null;
  private loadedFor: string | null = null;

  constructor(
    private readonly spaces: SpacesService,
    private readonly mirror: { readonly current: Space | null },
    private readonly session: { readonly role: Role | undefined },
    private readonly notifier: Notifier,
  ) {
    makeAutoObservable<this, 'spaces' | 'mirror' | 'session' | 'notifier' | 'loadedFor'>(
      this,
      { spaces: false, mirror: false, session: false, notifier: false, loadedFor: false },
      { autoBind: true },
    );
    this.syncFromSpace();
  }

  get space(): Space | null {
    return this.mirror.current;
  }

  get canEdit(): boolean {
    return isOrgAdmin(this.session.role);
  }

  /** Takes the space's values once it is known (and again after another space became current). */
  syncFromSpace(): void {
    const space = this.mirror.current;
    if (!space || this.loadedFor === space.id) return;
    this.loadedFor = space.id;
    this.name = space.name;
    this.description = space.description ?? '';
    this.touched = false;
  }

  setName(value: string): void {
    this.name = value;
    this.touched = true;
  }

  setDescription(value: string): void {
    this.description = value;
    this.touched = true;
  }

  get nameError(): string | null {
    if (!this.name.trim()) return WebText.spaceNameRequired;
    if (this.name.trim().length > SPACE_NAME_MAX) return WebText.tooLong(SPACE_NAME_MAX);
    return null;
  }

  get descriptionError(): string | null {
    return this.description.length > SPACE_DESCRIPTION_MAX ? WebText.tooLong(SPACE_DESCRIPTION_MAX) : null;
  }

  get isDirty(): boolean {
    const space = this.space;
    return !!space && (this.name !== space.name || this.description !== (space.description ?? ''));
  }

  get canSave(): boolean {
    return this.canEdit && this.isDirty && !this.isSaving && !this.nameError && !this.descriptionError;
  }

  async save(): Promise<void> {
    const space = this.space;
    if (!space || !this.canSave) return;
    this.isSaving = true;
    this.error = null;
    try {
      await this.spaces.update(space.id, { name: this.name.trim(), description: this.description.trim() || null });
      // The shell shows the space's name too: load the spaces again.
      await this.spaces.initialize();
      runInAction(() => {
        this.isSaving = false;
        this.loadedFor = null;
        this.syncFromSpace();
      });
      this.notifier.show({ message: WebText.workspaceSaved, intent: 'success' });
    } catch (error) {
      runInAction(() => {
        this.isSaving = false;
        this.error = messageOf(error);
      });
    }
  }
}

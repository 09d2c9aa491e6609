import { actionBound, computed, makeObservable, observable, runInAction } from 'mobx';
import type { SpacesService } from '../../core/client/spaces/spaces-service.ts';
import { isOrgAdmin, type Role } from '../../core/domain/roles.ts';
import type { Space } from '../../core/domain/spaces/space.ts';
import type { Notifier, PageReloader, PendingToasts } from '../view-models/notifier.ts';
import { messageOf } from '../view-models/load-state.ts';
import { WebText } from '../text.ts';
import { SpacesText } from './spaces-text.ts';

export const SPACE_NAME_MAX = 100;
export const SPACE_DESCRIPTION_MAX = 1000;

/** Workspace settings: the current space's name and description (SpacesService.update), for owners and admins. */
export class WorkspaceSettingsViewModel {
  name = '';
  description = '';
  touched = false;
  isSaving = false;
  error: string | null = null;
  /** Deleting the space: the dialog, the name typed to confirm, and the refusal of the last try. */
  deleteOpen = false;
  deleteTyped = '';
  isDeleting = false;
  deleteError: string | null = null;
  private loadedFor: string | null = null;

  constructor(
    private readonly spaces: SpacesService,
    private readonly mirror: { readonly current: Space | null },
    private readonly session: { readonly role: Role | undefined },
    private readonly notifier: Notifier,
    private readonly afterDelete: { pending: PendingToasts; page: PageReloader } | null = null,
  ) {
    makeObservable(this, {
      name: observable,
      description: observable,
      touched: observable,
      isSaving: observable,
      error: observable,
      deleteOpen: observable,
      deleteTyped: observable,
      isDeleting: observable,
      deleteError: observable,
      space: computed,
      canEdit: computed,
      nameError: computed,
      descriptionError: computed,
      isDirty: computed,
      canSave: computed,
      canDelete: computed,
      cannotDeleteReason: computed,
      deleteConfirmed: computed,
      syncFromSpace: actionBound,
      setName: actionBound,
      setDescription: actionBound,
      save: actionBound,
      openDelete: actionBound,
      closeDelete: actionBound,
      setDeleteTyped: actionBound,
      confirmDelete: actionBound,
    });
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
    if (!this.name.trim()) return SpacesText.spaceNameRequired;
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
      this.notifier.show({ message: SpacesText.workspaceSaved, intent: 'success' });
    } catch (error) {
      runInAction(() => {
        this.isSaving = false;
        this.error = messageOf(error);
      });
    }
  }

  /** Owners and admins may delete the space, but never the default one (canDeleteReason says why). */
  get canDelete(): boolean {
    return this.canEdit && !!this.space && !this.space.is_default;
  }

  /** Why the current space offers no delete, for owners and admins; null when it does. */
  get cannotDeleteReason(): string | null {
    const space = this.space;
    return this.canEdit && space?.is_default ? SpacesText.defaultSpaceUndeletable(space.name) : null;
  }

  openDelete(): void {
    if (!this.canDelete) return;
    this.deleteOpen = true;
    this.deleteTyped = '';
    this.deleteError = null;
  }

  closeDelete(): void {
    if (this.isDeleting) return;
    this.deleteOpen = false;
  }

  setDeleteTyped(value: string): void {
    this.deleteTyped = value;
  }

  /** The space's name typed exactly (surrounding spaces aside) confirms. */
  get deleteConfirmed(): boolean {
    return !!this.space && this.deleteTyped.trim() === this.space.name;
  }

  /** Deletes the current space, then the app moves to the default space and reloads (decisions D6). */
  async confirmDelete(): Promise<void> {
    const space = this.space;
    if (!space || !this.canDelete || !this.deleteConfirmed || this.isDeleting) return;
    this.isDeleting = true;
    this.deleteError = null;
    try {
      await this.spaces.remove(space.id);
    } catch (error) {
      runInAction(() => {
        this.isDeleting = false;
        this.deleteError = messageOf(error);
      });
      return;
    }
    const fallback = this.spaces.spaces.find((s) => s.is_default) ?? this.spaces.spaces[0];
    if (fallback) this.spaces.switchTo(fallback.id);
    const toast = { message: SpacesText.spaceDeleted(space.name), intent: 'success' as const };
    if (this.afterDelete) {
      this.afterDelete.pending.add(toast);
      this.afterDelete.page.reload();
      return;
    }
    await this.spaces.initialize();
    runInAction(() => {
      this.isDeleting = false;
      this.deleteOpen = false;
    });
    this.notifier.show(toast);
  }
}

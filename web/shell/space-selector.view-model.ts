import { actionBound, computed, makeObservable, observable, runInAction } from 'mobx';
import type { SpacesService } from '../../core/client/spaces/spaces-service.ts';
import { Messages } from '../../core/domain/messages.ts';
import { isOrgAdmin, type Role } from '../../core/domain/roles.ts';
import { canCreateSpace, deriveSlug, isValidSlug } from '../../core/domain/spaces/slug.ts';
import type { Space } from '../../core/domain/spaces/space.ts';
import type { DashboardStatus } from '../dashboard/dashboard.view-model.ts';
import type { PageReloader, PendingToasts } from '../view-models/notifier.ts';

/** The spaces as the shell mirrors them (the Dashboard view-model does). */
export interface SpacesMirror {
  readonly status: DashboardStatus;
  readonly spaces: readonly Space[];
  readonly current: Space | null;
}

/** The window event that opens the selector (spec 2.3). */
export const OPEN_SPACE_SELECTOR_EVENT = 'open-space-selector';

/**
 * The space selector (spec 2.3): the spaces with the current one ticked, its loading and empty
 * texts, and for org owners and admins the way to create one. Switching reloads the page and the
 * toast shows after the reload (decisions D6).
 */
export class SpaceSelectorViewModel {
  isOpen = false;
  readonly createDialog: CreateSpaceDialogViewModel;

  constructor(
    private readonly spacesService: SpacesService,
    private readonly mirror: SpacesMirror,
    private readonly session: { readonly role: Role | undefined },
    private readonly pending: PendingToasts,
    private readonly page: PageReloader,
  ) {
    this.createDialog = new CreateSpaceDialogViewModel(spacesService, pending, page);
    makeObservable(this, {
      isOpen: observable,
      spaces: computed,
      current: computed,
      isLoading: computed,
      statusText: computed,
      canCreate: computed,
      showsCreateFirstHint: computed,
      open: actionBound,
      close: actionBound,
      setOpen: actionBound,
      switchTo: actionBound,
      openCreateDialog: actionBound,
    });
  }

  get spaces(): readonly Space[] {
    return this.mirror.spaces;
  }

  get current(): Space | null {
    return this.mirror.current;
  }

  get isLoading(): boolean {
    return this.mirror.status === 'loading';
  }

  /** 'Loading spaces...' or 'No spaces available', when the list has nothing to show. */
  get statusText(): string | null {
    if (this.isLoading) return Messages.loadingSpaces;
    if (this.spaces.length === 0) return Messages.noSpacesAvailable;
    return null;
  }

  get canCreate(): boolean {
    return isOrgAdmin(this.session.role);
  }

  /** 'Create your first space below': org owners and admins, only when the list is empty (decisions D4). */
  get showsCreateFirstHint(): boolean {
    return this.canCreate && !this.isLoading && this.spaces.length === 0;
  }

  open(): void {
    this.isOpen = true;
  }

  close(): void {
    this.isOpen = false;
  }

  setOpen(open: boolean): void {
    this.isOpen = open;
  }

  isCurrent(space: Space): boolean {
    return this.current?.id === space.id;
  }

  /** Switches, then reloads; 'Switched space successfully' shows after the reload. */
  switchTo(spaceId: string): void {
    this.isOpen = false;
    if (this.current?.id === spaceId) return;
    this.spacesService.switchTo(spaceId);
    this.pending.add({ message: Messages.switchedSpace, intent: 'success' });
    this.page.reload();
  }

  openCreateDialog(): void {
    this.isOpen = false;
    this.createDialog.open();
  }
}

export type CreateSpaceField = 'name' | 'slug' | 'description';

/** How long 'Space created' stays before 'Set up your space' follows it. */
const SPACE_CREATED_TOAST_MS = 2500;

/**
 * The Create Space dialog (spec 2.3, 5): the slug follows the name until the user edits it; the
 * button is enabled by the shared rule; a refusal keeps every typed value.
 */
export class CreateSpaceDialogViewModel {
  isOpen = false;
  name = '';
  slug = '';
  description = '';
  slugEdited = false;
  isSubmitting = false;
  error: string | null = null;

  constructor(
    private readonly spacesService: SpacesService,
    private readonly pending: PendingToasts,
    private readonly page: PageReloader,
  ) {
    makeObservable(this, {
      isOpen: observable,
      name: observable,
      slug: observable,
      description: observable,
      slugEdited: observable,
      isSubmitting: observable,
      error: observable,
      slugError: computed,
      canSubmit: computed,
      open: actionBound,
      close: actionBound,
      setName: actionBound,
      setSlug: actionBound,
      setDescription: actionBound,
      submit: actionBound,
    });
  }

  open(): void {
    this.isOpen = true;
    this.name = '';
    this.slug = '';
    this.description = '';
    this.slugEdited = false;
    this.error = null;
  }

  close(): void {
    if (!this.isSubmitting) this.isOpen = false;
  }

  setName(value: string): void {
    this.name = value;
    if (!this.slugEdited) this.slug = deriveSlug(value);
  }

  setSlug(value: string): void {
    this.slug = value;
    this.slugEdited = value !== '';
  }

  setDescription(value: string): void {
    this.description = value;
  }

  /** Shown as the user types: a slug with other characters than a-z, 0-9 and '-'. */
  get slugError(): string | null {
    return this.slug.trim() !== '' && !isValidSlug(this.slug) ? Messages.spaceSlugHelper : null;
  }

  get canSubmit(): boolean {
    return !this.isSubmitting && canCreateSpace(this.name, this.slug);
  }

  /** Creates the space, makes it current and reloads; the two toasts of spec 8.5 show after the reload, one after the other. */
  async submit(): Promise<void> {
    if (!this.canSubmit) return;
    this.isSubmitting = true;
    this.error = null;
    try {
      const created = await this.spacesService.create({ name: this.name, slug: this.slug, description: this.description });
      this.spacesService.switchTo(created.id);
      // Spec 8.5: 'Space created…' followed by 'Set up your space…' with Set Up Now. Shown together they read
      // as the same toast twice, so the second follows once the first is gone.
      this.pending.add({
        message: Messages.spaceCreated,
        intent: 'success',
        timeoutMs: SPACE_CREATED_TOAST_MS,
        then: { message: Messages.setUpSpace, intent: 'primary', action: { text: Messages.setUpNow, to: '/onboarding' } },
      });
      runInAction(() => {
        this.isSubmitting = false;
        this.isOpen = false;
      });
      this.page.reload();
    } catch (error) {
      runInAction(() => {
        this.isSubmitting = false;
        this.error = error instanceof Error && error.message ? error.message : Messages.spaceCreateFailed;
      });
    }
  }
}

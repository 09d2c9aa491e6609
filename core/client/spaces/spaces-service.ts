import { inject, injectable } from 'inversify';
import { ApiClient } from '../api/api-client.ts';
import { StoragePort } from '../ports/storage.port.ts';
import { EventBus } from '../ports/event-bus.port.ts';
import { CurrentSpace } from './current-space.ts';
import { chooseCurrentSpace, type CreateSpacePayload, type Space } from '../../domain/spaces/space.ts';
import type { SpaceProfile } from '../../domain/spaces/space-profile-questions.ts';
import { SpacesApi } from '../../domain/spaces/spaces-api.ts';
import { StorageKeys } from '../../domain/storage-keys.ts';
import { Messages } from '../../domain/messages.ts';
import { ApiError } from '../../domain/api-error.ts';
import { serverMessage } from '../../domain/api-error-mapping.ts';
import type { Resettable } from '../stores/store-registry.ts';

/** A space's profile questionnaire as the server keeps it (spec 2.3). */
export type SpacesState = 'uninitialised' | 'initializing' | 'initialized' | 'error';

/** Spaces of the user's organization and the current one (spec 4.4, 7.4, 8.2). */
@injectable()
export class SpacesService implements Resettable {
  readonly storeName = 'spaces';
  state: SpacesState = 'uninitialised';
  spaces: Space[] = [];
  error: string | null = null;

  constructor(
    @inject(ApiClient) private readonly api: ApiClient,
    @inject(StoragePort) private readonly storage: StoragePort,
    @inject(EventBus) private readonly bus: EventBus,
    @inject(CurrentSpace) private readonly currentSpace: CurrentSpace,
  ) {}

  get current(): Space | null {
    return this.spaces.find((s) => s.id === this.currentSpace.id) ?? null;
  }

  /** `GET /spaces/`, for `initialize` to apply. */
  request(): Promise<Space[] | { data: Space[] }> {
    return this.api.call(SpacesApi.list, {}, undefined, { skipQueue: true });
  }

  /** Loads the spaces (or applies those `requested` already) and restores the current one. */
  async initialize(requested?: Promise<unknown>): Promise<void> {
    this.state = 'initializing';
    this.error = null;
    try {
      const body = (await (requested ?? this.request())) as Space[] | { data: Space[] };
      this.spaces = Array.isArray(body) ? body : (body?.data ?? []);
    } catch (error) {
      this.spaces = [];
      this.currentSpace.id = null;
      this.state = 'error';
      this.error = spacesErrorText(error);
      this.bus.emit('spaces-error', { error: this.error });
      throw new ApiError(this.error, error instanceof ApiError ? error.code : 'REQUEST_ERROR');
    }
    const chosen = chooseCurrentSpace(this.spaces, this.storage.get(StorageKeys.currentSpaceId));
    this.currentSpace.id = chosen?.id ?? null;
    if (chosen) this.storage.set(StorageKeys.currentSpaceId, chosen.id);
    this.state = 'initialized';
    this.bus.emit(
      'spaces-ready',
      chosen ? { spaces: this.spaces, current: chosen } : { spaces: [], current: null, error: Messages.noSpacesAvailable },
    );
  }

  /** Saves the choice and broadcasts `space-switched`; the web app reloads the page after it. */
  switchTo(spaceId: string): void {
    if (!this.spaces.some((s) => s.id === spaceId)) return;
    this.currentSpace.id = spaceId;
    this.storage.set(StorageKeys.currentSpaceId, spaceId);
    this.bus.emit('space-switched', { spaceId });
  }

  async create(payload: CreateSpacePayload): Promise<Space> {
    let created: Space;
    try {
      created = await this.api.call(SpacesApi.create, {}, {
        name: payload.name.trim(),
        slug: payload.slug.trim(),
        description: payload.description?.trim() || undefined,
      });
    } catch (error) {
      const details = error instanceof ApiError ? error.details : undefined;
      const message = createErrorText(details) ?? Messages.spaceCreateFailed;
      throw new ApiError(message, error instanceof ApiError ? error.code : 'REQUEST_ERROR', error instanceof ApiError ? error.status : null, details);
    }
    if (!created || typeof created !== 'object' || !created.id) {
      throw new ApiError(Messages.invalidSpaceResponse, 'REQUEST_ERROR');
    }
    this.spaces = [...this.spaces, created];
    this.bus.emit('spaces-refreshed', { spaces: this.spaces });
    return created;
  }

  /**
   * Renames a space or changes its description (org owners and admins; the server refuses anyone else).
   * The failure is the API client's own error. The space as the server saved it replaces the listed one
   * at once (`spaces-refreshed`), so every screen showing it (the Dashboard's description, the shell's
   * name) is current without waiting for the list to load again.
   */
  async update(spaceId: string, changes: { name: string; description: string | null }): Promise<void> {
    const saved: unknown = await this.api.call(SpacesApi.update, { id: spaceId }, changes);
    this.replaceListed(spaceId, { name: changes.name, description: changes.description, ...spaceFields(saved, spaceId) });
  }

  /**
   * Deletes a space (org owners and admins; the server refuses the default space and members) and drops it
   * from the list. The caller switches away from it when it was current (the web app reloads, decisions D6).
   */
  async remove(spaceId: string): Promise<void> {
    await this.api.call(SpacesApi.remove, { id: spaceId });
    this.spaces = this.spaces.filter((s) => s.id !== spaceId);
    this.bus.emit('spaces-refreshed', { spaces: this.spaces });
  }

  /** The space's profile questionnaire with its saved answers. */
  profile(spaceId: string): Promise<SpaceProfile> {
    return this.api.call(SpacesApi.profile, { id: spaceId });
  }

  /**
   * Replaces the space's answers (org owners and admins); the server returns the profile as saved, with
   * the space's onboarding progress, which replaces the listed space's (`spaces-refreshed`); `space-profile-saved`
   * tells what is read from the answers.
   */
  async saveProfile(spaceId: string, answers: Record<string, string>): Promise<SpaceProfile> {
    const profile = await this.api.call(SpacesApi.saveProfile, { id: spaceId }, { answers });
    this.replaceListed(spaceId, spaceFields(profile, spaceId));
    this.bus.emit('space-profile-saved', { spaceId });
    return profile;
  }

  /** Updates one listed space (in a new list, so observers see the change) and says so. */
  private replaceListed(spaceId: string, changes: Partial<Space>): void {
    if (!this.spaces.some((s) => s.id === spaceId) || Object.keys(changes).length === 0) return;
    this.spaces = this.spaces.map((s) => (s.id === spaceId ? { ...s, ...changes, id: s.id } : s));
    this.bus.emit('spaces-refreshed', { spaces: this.spaces });
  }

  reset(): void {
    this.clear();
  }

  clear(): void {
    this.state = 'uninitialised';
    this.spaces = [];
    this.error = null;
    this.currentSpace.id = null;
  }
}

/** The space fields of a server answer about `spaceId` (a space view, or a profile carrying one); none otherwise. */
function spaceFields(body: unknown, spaceId: string): Partial<Space> {
  if (!body || typeof body !== 'object') return {};
  const raw = body as Partial<Space> & { space_id?: unknown };
  if (raw.id !== spaceId && raw.space_id !== spaceId) return {};
  const fields: Partial<Space> = {};
  if (typeof raw.name === 'string') fields.name = raw.name;
  if (raw.description === null || typeof raw.description === 'string') fields.description = raw.description;
  if (typeof raw.onboarding_completed === 'boolean') fields.onboarding_completed = raw.onboarding_completed;
  if (raw.onboarding_progress !== undefined) fields.onboarding_progress = raw.onboarding_progress;
  return fields;
}

function createErrorText(body: unknown): string | undefined {
  if (body && typeof body === 'object' && typeof (body as { errorMessage?: unknown }).errorMessage === 'string') {
    return (body as { errorMessage: string }).errorMessage;
  }
  return serverMessage(body);
}

function spacesErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === 'NETWORK_ERROR' || error.code === 'TIMEOUT_ERROR') return Messages.spacesNetwork;
    if (error.status === 403) return Messages.spacesForbidden;
    if (error.status === 401) return Messages.spacesUnauthorized;
    if (error.status === 404) return Messages.spacesNotFound;
    return serverMessage(error.details) ?? Messages.spacesFetchFailed;
  }
  return Messages.spacesFetchFailed;
}

import { actionBound, computed, makeObservable, observable, runInAction } from 'mobx';
import type { ContentPublishingStore } from '../../core/client/publishing/content-publishing-store.ts';
import type { IdGenerator } from '../../core/client/ports/id-generator.port.ts';
import { draftTitleFrom, type PublishingSiteView, type SiteTerm } from '../../core/domain/publishing/publishing.ts';
import type { Notifier } from '../view-models/notifier.ts';
import { messageOf } from '../view-models/load-state.ts';
import { PublishingText } from './publishing-text.ts';

const SITES_FRESH_MS = 60_000;

/** The answer or artifact a draft is made of. */
export interface DraftSource {
  messageId?: string;
  artifactId?: string;
  /** Its text when the page has it (an answer), for the title's first guess. */
  text?: string;
  /** A fallback title (an artifact's file name). */
  name?: string;
}

/** The dialog's draft: where it goes and what it says. */
export interface PendingDraft {
  site: PublishingSiteView;
  source: DraftSource;
  /** One per opening of the dialog: a double click or a retry sends one draft. */
  key: string;
}

/**
 * "Send to <site> as draft" under answers and Markdown/HTML artifacts (R-OPEN-40): the space's connected
 * sites, a dialog with the title (from the first heading), WordPress's categories and tags, then the send and a
 * toast linking to the draft. Nothing is sent before the person confirms in the dialog.
 */
export class SendToSiteViewModel {
  pending: PendingDraft | null = null;
  title = '';
  categories: string[] = [];
  tags = '';
  availableCategories: SiteTerm[] = [];
  isSending = false;
  error: string | null = null;
  /** When the sites were last asked for (ms): a connect on the Connections page shows here within a minute. */
  private sitesAskedAt: number | null = null;

  constructor(
    private readonly store: Pick<ContentPublishingStore, 'sites' | 'fetchSites' | 'taxonomies' | 'send'>,
    private readonly ids: Pick<IdGenerator, 'next'>,
    private readonly notifier: Notifier,
    private readonly now: () => number,
  ) {
    makeObservable(this, {
      pending: observable,
      title: observable,
      categories: observable,
      tags: observable,
      availableCategories: observable,
      isSending: observable,
      error: observable,
      sites: computed,
      canSend: computed,
      ensureSites: actionBound,
      open: actionBound,
      cancel: actionBound,
      setTitle: actionBound,
      setTags: actionBound,
      toggleCategory: actionBound,
      send: actionBound,
    });
  }

  get sites(): PublishingSiteView[] {
    return this.store.sites;
  }

  /** Loads the connected sites, at most once a minute however many answers ask (a space switch reloads the page). */
  ensureSites(): void {
    const now = this.now();
    if (this.sitesAskedAt !== null && now - this.sitesAskedAt < SITES_FRESH_MS) return;
    this.sitesAskedAt = now;
    this.store.fetchSites().catch(() => {
      this.sitesAskedAt = null;
    });
  }

  open(site: PublishingSiteView, source: DraftSource): void {
    this.pending = { site, source, key: this.ids.next() };
    this.title = draftTitleFrom(source.text ?? '') || (source.name ?? '').replace(/\.[a-z0-9]+$/i, '').replace(/[-_]+/g, ' ');
    this.categories = [];
    this.tags = '';
    this.availableCategories = [];
    this.error = null;
    if (site.provider === 'wordpress') {
      this.store.taxonomies().then(
        (terms) => runInAction(() => (this.availableCategories = terms.categories)),
        () => undefined,
      );
    }
  }

  cancel(): void {
    if (this.isSending) return;
    this.pending = null;
  }

  setTitle(title: string): void {
    this.title = title;
  }

  setTags(tags: string): void {
    this.tags = tags;
  }

  toggleCategory(name: string): void {
    this.categories = this.categories.includes(name) ? this.categories.filter((c) => c !== name) : [...this.categories, name];
  }

  get canSend(): boolean {
    return Boolean(this.pending) && this.title.trim().length > 0 && !this.isSending;
  }

  async send(): Promise<void> {
    const pending = this.pending;
    if (!pending || !this.canSend) return;
    this.isSending = true;
    this.error = null;
    try {
      const tags = this.tags.split(',').map((t) => t.trim()).filter(Boolean);
      const draft = await this.store.send(pending.site.provider, {
        title: this.title.trim(),
        ...(pending.source.artifactId ? { artifact_id: pending.source.artifactId } : { message_id: pending.source.messageId }),
        ...(pending.site.provider === 'wordpress' && this.categories.length ? { categories: this.categories } : {}),
        ...(tags.length ? { tags } : {}),
        idempotency_key: pending.key,
      });
      runInAction(() => {
        this.isSending = false;
        this.pending = null;
      });
      this.notifier.show({
        message: PublishingText.sendDraftSent(pending.site.name),
        description: draft.title,
        intent: 'success',
        timeoutMs: 10_000,
        ...(draft.edit_link ? { action: { text: PublishingText.openTheDraft, to: '/connections/publishing', href: draft.edit_link } } : {}),
      });
    } catch (error) {
      runInAction(() => {
        this.isSending = false;
        this.error = messageOf(error);
      });
    }
  }
}

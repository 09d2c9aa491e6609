import { actionBound, computed, makeObservable, observable } from 'mobx';
import { hasBrandVoice, type BrandVoice, type KnowledgeDocument } from '../../core/domain/knowledge/knowledge-base.ts';
import type { ServerCredits } from '../../core/domain/billing/billing.ts';
import type { Space } from '../../core/domain/spaces/space.ts';
import type { ChatSession } from '../../core/domain/agents/chat-entities.ts';
import { agentDisplayName } from '../../core/domain/agents/agents.ts';
import { gaugeReading, type GaugeReading } from '../../core/domain/billing/credits.ts';
import { WebText } from '../text.ts';
import { NEW_CHAT_TITLE } from '../../core/domain/agents/session-title.ts';
import { isOrgAdmin, type Role } from '../../core/domain/roles.ts';
import { recentSessions, startChecklist, type StartChecklist } from '../../core/domain/shell/getting-started.ts';
import { LoadState, type LoadStatus } from '../view-models/load-state.ts';

/** What the first run reads, each from its own store: documents, brand voice, the space's chats, credits. */
export interface DashboardStartSources {
  /** The current space (the Dashboard's, kept fresh by the spaces service). */
  readonly space: { readonly current: Space | null };
  readonly session: { readonly role: Role | undefined };
  readonly documents: { fetchDocuments(): Promise<KnowledgeDocument[]> };
  readonly brandVoice: { fetch(): Promise<BrandVoice> };
  readonly chats: { all(): Promise<ChatSession[]> };
  readonly credits: { readonly credits: ServerCredits | null; loadCredits(): Promise<ServerCredits> };
  /** The space's profile answers (every member reads them). */
  readonly profiles: { profile(spaceId: string): Promise<{ answers: Record<string, string> }> };
}

/** The profile question whose answer describes the business ("Describe what the business does..."). */
const DESCRIPTION_QUESTION = 'business_description';

export interface RecentChat {
  id: string;
  title: string;
  agent: string;
  at: string;
  to: string;
}

/**
 * The Dashboard's first run: the "Get started" checklist ticked from real data (profile
 * complete, a document, a brand voice, a chat in the space), the space's recent chats, and the
 * credits left. Each part loads on its own; one failing leaves the others standing.
 */
export class DashboardStartViewModel {
  documentCount = 0;
  brandVoiceSaved = false;
  sessions: ChatSession[] = [];
  /** The facts behind the checklist are all in (until then it shows nothing rather than wrong ticks). */
  factsLoaded = false;
  /** The profile's description of the business, for a space with no description of its own. */
  profileDescription: string | null = null;
  private readonly chatsState = new LoadState();

  constructor(private readonly sources: DashboardStartSources) {
    makeObservable<this, 'setProfileDescription' | 'apply'>(this, {
      documentCount: observable,
      brandVoiceSaved: observable,
      sessions: observable,
      factsLoaded: observable,
      profileDescription: observable,
      checklist: computed,
      chatsStatus: computed,
      chatsError: computed,
      recentChats: computed,
      description: computed,
      creditsReading: computed,
      creditsUsed: computed,
      load: actionBound,
      setProfileDescription: actionBound,
      apply: actionBound,
    });
  }

  get checklist(): StartChecklist | null {
    if (!this.factsLoaded) return null;
    return startChecklist({
      profileComplete: this.sources.space.current?.onboarding_completed ?? false,
      documentCount: this.documentCount,
      brandVoiceSaved: this.brandVoiceSaved,
      chatCount: this.sessions.length,
      canManage: isOrgAdmin(this.sources.session.role),
    });
  }

  get chatsStatus(): LoadStatus {
    return this.chatsState.status;
  }

  get chatsError(): string | null {
    return this.chatsState.error;
  }

  get recentChats(): RecentChat[] {
    return recentSessions(this.sessions).map((s) => ({
      id: s.id,
      title: s.title.trim() || NEW_CHAT_TITLE,
      agent: agentDisplayName(s.agentSlug),
      at: s.updatedAt || s.createdAt,
      to: `/agents/${encodeURIComponent(s.agentSlug)}/chat/${encodeURIComponent(s.id)}`,
    }));
  }

  /**
   * What the Dashboard shows as the space's description: its own (Workspace Settings), else the profile's
   * answer describing the business, so filling either in shows on the Dashboard; null when neither is.
   */
  get description(): string | null {
    return this.sources.space.current?.description?.trim() || this.profileDescription;
  }

  /** The organization's credits as the sidebar gauge reads them (used of the total); null until known. */
  get creditsReading(): GaugeReading | null {
    const credits = this.sources.credits.credits;
    return credits ? gaugeReading(credits) : null;
  }

  /** The one reading of credits everywhere: "120/500 credits used". */
  get creditsUsed(): string | null {
    return this.creditsReading ? WebText.creditsUsed(this.creditsReading.usedOfTotal) : null;
  }

  async load(): Promise<void> {
    const space = this.sources.space.current;
    if (!space) return;
    void this.sources.credits.loadCredits().catch(() => undefined);
    void this.sources.profiles.profile(space.id).then(
      (profile) => this.setProfileDescription(profile.answers?.[DESCRIPTION_QUESTION]),
      () => undefined,
    );
    const [documents, voice] = await Promise.all([
      this.sources.documents.fetchDocuments().catch(() => [] as KnowledgeDocument[]),
      this.sources.brandVoice.fetch().catch(() => null),
      this.chatsState.run(
        () => this.sources.chats.all(),
        (sessions) => (this.sessions = sessions),
      ),
    ]);
    this.apply(documents.length, hasBrandVoice(voice?.content));
  }

  private setProfileDescription(answer: string | undefined): void {
    this.profileDescription = answer?.trim() || null;
  }

  private apply(documentCount: number, brandVoiceSaved: boolean): void {
    this.documentCount = documentCount;
    this.brandVoiceSaved = brandVoiceSaved;
    this.factsLoaded = true;
  }
}

import { inject, injectable } from 'inversify';
import { action, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { ApiClient } from '../api/api-client.ts';
import { AgentChatApi, type ChatListPage, type ChatSessionView } from '../../domain/agents/agent-chat-api.ts';
import { toChatSession, type ChatSession } from '../../domain/agents/chat-entities.ts';
import { cursorOf, SESSIONS_PAGE } from '../../domain/list-cursor.ts';

/**
 * The person's chats with one agent in the current space, a page at a time: pinned first, then the most recent
 * (spec 4.7). Failures are thrown to the chat, which says them in its view; emptied with the chat.
 */
@injectable()
export class ChatSessions {
  list: ChatSession[] = [];
  loading = false;
  /** A full page of chats came: more may follow (`loadMore`). */
  hasMore = false;
  loadingMore = false;

  constructor(@inject(ApiClient) private readonly api: ApiClient) {
    makeObservable(this, {
      list: observableRef,
      loading: observable,
      hasMore: observable,
      loadingMore: observable,
      add: action,
      remove: action,
      clear: action,
    });
  }

  /** The agent's first page of chats. */
  async load(slug: string): Promise<void> {
    runInAction(() => (this.loading = true));
    try {
      const raw = await this.page({ slug, limit: SESSIONS_PAGE });
      runInAction(() => {
        this.list = raw.map(toChatSession);
        this.hasMore = raw.length >= SESSIONS_PAGE;
      });
    } finally {
      runInAction(() => (this.loading = false));
    }
  }

  /** The agent's next page of chats, after the last one held; nothing when none may follow or one is on its way. */
  async loadMore(slug: string): Promise<void> {
    const last = this.list.at(-1);
    if (!last || !this.hasMore || this.loadingMore) return;
    runInAction(() => (this.loadingMore = true));
    try {
      const before = cursorOf({ pinned: last.pinned, at: last.updatedAt, id: last.id });
      const raw = await this.page({ slug, limit: SESSIONS_PAGE, before });
      runInAction(() => {
        const held = new Set(this.list.map((s) => s.id));
        this.list = [...this.list, ...raw.map(toChatSession).filter((s) => !held.has(s.id))];
        this.hasMore = raw.length >= SESSIONS_PAGE;
      });
    } finally {
      runInAction(() => (this.loadingMore = false));
    }
  }

  /** Renames or pins a chat on the server, then in the list. */
  async update(sessionId: string, changes: { title?: string; pinned?: boolean }): Promise<void> {
    const saved = toChatSession(await this.api.call(AgentChatApi.updateSession, { id: sessionId }, changes));
    runInAction(() => {
      this.list = this.list.map((s) => (s.id === sessionId ? { ...s, title: saved.title, pinned: saved.pinned } : s));
    });
  }

  /** Deletes a chat on the server, then from the list. */
  async delete(sessionId: string): Promise<void> {
    await this.api.call(AgentChatApi.deleteSession, { id: sessionId });
    this.remove(sessionId);
  }

  /**
   * The person's chats in the space, with every agent or with `slug`'s, pinned first, then the most recent (the
   * Dashboard's recent chats, the CLI's lists). The list held here stays as it is.
   */
  async all(slug?: string): Promise<ChatSession[]> {
    return (await this.page(slug ? { slug } : {})).map(toChatSession);
  }

  /** Pinned first, then most recent; `limit` of them after the chat whose cursor is `before` (list-cursor.ts). */
  private page(query: ChatListPage & { slug?: string }): Promise<ChatSessionView[]> {
    return this.api.call(AgentChatApi.sessions, {}, undefined, { query });
  }

  /** A chat created here (by the first send, or "new session") heads the list. */
  add(session: ChatSession): void {
    this.list = [session, ...this.list.filter((s) => s.id !== session.id)];
  }

  remove(sessionId: string): void {
    this.list = this.list.filter((s) => s.id !== sessionId);
  }

  /** The chat updated last, whatever its pin. */
  newest(): ChatSession | null {
    return [...this.list].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))[0] ?? null;
  }

  agentOf(sessionId: string): string | null {
    return this.list.find((s) => s.id === sessionId)?.agentSlug ?? null;
  }

  clear(): void {
    this.list = [];
  }
}

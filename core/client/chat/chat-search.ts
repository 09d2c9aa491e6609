import { inject, injectable } from 'inversify';
import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { Clock, type TimerHandle } from '../ports/clock.port.ts';
import { ApiClient } from '../api/api-client.ts';
import { AgentChatApi } from '../../domain/agents/agent-chat-api.ts';
import { ApiError } from '../../domain/api-error.ts';
import { chatErrorText } from '../../domain/agents/chat-rules.ts';
import { Messages } from '../../domain/messages.ts';
import { CHAT_SEARCH_MAX_LENGTH, toChatSearchResult, type ChatSearchResult } from '../../domain/agents/chat-search.ts';

/** What the search box over the session list shows. */
export interface ChatSearchView {
  query: string;
  results: ChatSearchResult[];
  searching: boolean;
  /** Whether results are for the query as typed now (an empty list then means nothing matched). */
  done: boolean;
  error: string | null;
}

/** Typing pauses this long before the server is asked. */
const CHAT_SEARCH_DEBOUNCE_MS = 250;

/**
 * Search across the person's chats in the current space (the server's full-text index over titles and
 * messages), for the chat screen's search box and the CLI. The latest query wins.
 */
@injectable()
export class ChatSearch {
  private query = '';
  private results: ChatSearchResult[] = [];
  private searching = false;
  private doneFor: string | null = null;
  private error: string | null = null;
  private timer: TimerHandle | null = null;
  private latest = 0;

  constructor(
    @inject(ApiClient) private readonly api: ApiClient,
    @inject(Clock) private readonly clock: Clock,
  ) {
    makeObservable<this, 'query' | 'results' | 'searching' | 'doneFor' | 'error'>(this, {
      query: observable,
      results: observableRef,
      searching: observable,
      doneFor: observable,
      error: observable,
      view: computed,
      type: action,
      reset: action,
    });
  }

  get view(): ChatSearchView {
    return { query: this.query, results: this.results, searching: this.searching, done: this.doneFor === this.query.trim() && this.query.trim() !== '', error: this.error };
  }

  /** The box's text: searched once typing pauses; an empty box clears the results. */
  type(text: string): void {
    this.query = text.slice(0, CHAT_SEARCH_MAX_LENGTH);
    if (this.timer !== null) this.clock.clearTimeout(this.timer);
    this.timer = null;
    if (!this.query.trim()) {
      this.latest++;
      this.results = [];
      this.searching = false;
      this.error = null;
    } else {
      this.timer = this.clock.setTimeout(() => {
        this.timer = null;
        void this.search(this.query);
      }, CHAT_SEARCH_DEBOUNCE_MS);
    }
  }

  /** Searches now; an earlier search still running is overtaken. Null on failure (the reason is in the view). */
  async search(text: string): Promise<ChatSearchResult[] | null> {
    const query = text.trim().slice(0, CHAT_SEARCH_MAX_LENGTH);
    const ticket = ++this.latest;
    if (!query) return [];
    runInAction(() => (this.searching = true));
    // The outcome lands in one change: the results (or the reason) and the spinner's end together.
    try {
      const results = (await this.api.call(AgentChatApi.search, {}, undefined, { query: { q: query } })).map(toChatSearchResult);
      runInAction(() => {
        if (ticket !== this.latest) return;
        this.results = results;
        this.doneFor = query;
        this.error = null;
        this.searching = false;
      });
      return results;
    } catch (error) {
      runInAction(() => {
        if (ticket !== this.latest) return;
        this.error = error instanceof ApiError ? chatErrorText({ text: error.message, code: error.code }, 'sessions') : Messages.chatSearchFailed;
        this.searching = false;
      });
      return null;
    }
  }

  /** Empties the box (a result was opened, the space changed, the person signed out). */
  reset(): void {
    if (this.timer !== null) this.clock.clearTimeout(this.timer);
    this.timer = null;
    this.latest++;
    this.query = '';
    this.results = [];
    this.searching = false;
    this.doneFor = null;
    this.error = null;
  }
}

import { inject, injectable } from 'inversify';
import { Toaster } from '../ports/toaster.port.ts';
import { ChatNotifications } from './chat-notifications.ts';
import { BackgroundTasksStore } from './background-tasks-store.ts';
import type { ChatConversation, RunOutcome } from './chat-conversation.ts';
import type { SocketEvent } from './agent-socket.ts';
import { decodeRunEvent } from '../../domain/agents/run-event.ts';
import { agentDisplayName } from '../../domain/agents/agents.ts';
import { artifactToast, chatRoute, NOTIFICATION_AUTO_CLOSE_MS } from '../../domain/agents/chat-rules.ts';
import { Messages } from '../../domain/messages.ts';

/** Where a run was when it ended, as the person sees it. */
export interface RunEndPlace {
  /** In a chat other than the one open. */
  inBackground: boolean;
  /** Not in front of the person: another chat, or another screen of the app. */
  unseen: boolean;
}

/**
 * What the person is told about a chat's runs outside the chat itself (spec 4.7, 9; decisions D11): the desktop
 * notifications, the background task's row of a chat they left, a toast when an artifact is ready, and one
 * with a way back when an answer came while they looked elsewhere.
 */
@injectable()
export class RunNotices {
  constructor(
    @inject(ChatNotifications) private readonly notifications: ChatNotifications,
    @inject(BackgroundTasksStore) private readonly tasks: BackgroundTasksStore,
    @inject(Toaster) private readonly toaster: Toaster,
  ) {}

  /** A chat left running: its progress goes to its background task's row. */
  progressedInBackground(c: ChatConversation): void {
    if (c.isRunning && c.sessionId && c.progress) this.tasks.progress(c.sessionId, c.progress.stage, c.progress.text);
  }

  /** An artifact of the followed run is ready. */
  event(c: ChatConversation, event: SocketEvent): void {
    const run = decodeRunEvent(event);
    if (run?.type === 'artifact_generated' && c.run && run.request_id === c.run.requestId) {
      const toast = artifactToast(run);
      this.toaster.show({ intent: toast.intent, message: toast.title, description: toast.description, timeoutMs: toast.durationMs });
    }
  }

  ended(c: ChatConversation, outcome: RunOutcome, text: string, requestId: string, place: RunEndPlace): void {
    const agentName = c.agent.name || agentDisplayName(c.agent.slug);
    if (outcome === 'completed') this.notifications.responded(agentName, c.sessionId ?? '', requestId, text);
    if (outcome === 'error') this.notifications.error(agentName, text);
    if (place.inBackground && c.sessionId) {
      if (outcome === 'completed') this.tasks.complete(c.sessionId, text);
      else if (outcome === 'error') this.tasks.fail(c.sessionId, text);
      else this.tasks.cancel(c.sessionId);
    }
    if (place.unseen && outcome === 'completed' && c.sessionId) {
      this.notifications.finishedInBackground(agentName, text);
      this.toaster.show({ intent: 'success', message: Messages.agentFinishedInBackground(agentName), timeoutMs: NOTIFICATION_AUTO_CLOSE_MS, action: { text: Messages.openFinishedChat, route: chatRoute(c.agent.slug, c.sessionId) } });
    }
  }
}

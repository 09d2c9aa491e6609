import type { Clock } from '../ports/clock.port.ts';
import type { CreditsStore } from '../credits/credits-store.ts';
import type { AgentInfo } from './agent-catalogue.ts';
import { sendRefusal } from '../../domain/agents/send-precheck.ts';
import { planStatusInputOf } from '../../domain/billing/plan-status.ts';

/**
 * The chat's side of the organization's credits: the pre-check that refuses a send before it starts, with the
 * plan and credit rule the server applies (spec 5), the charge of the message being answered (spec 4.7), and
 * the balance read again whenever the server charged or refunded one of the chat's requests.
 */
export class ChatCharges {
  constructor(
    private readonly credits: CreditsStore,
    private readonly clock: Clock,
  ) {}

  /**
   * The refusal's text, or null when the send may go. The plan and balance are read first when not known yet,
   * joining a read the page load has out.
   */
  async refusal(mode: string | undefined, agent: AgentInfo): Promise<string | null> {
    if (!this.credits.plan || !this.credits.credits) {
      await Promise.allSettled([this.credits.loadPlan(), this.credits.loadCredits()]);
    }
    const plan = this.credits.plan;
    const credits = this.credits.credits;
    return sendRefusal({
      plan: plan ? planStatusInputOf(plan, credits) : null,
      remaining: credits ? credits.remaining : null,
      mode,
      estimatedCredits: agent.estimated_credits,
      now: this.clock.now(),
    });
  }

  /** The server took a send or an edit and charged it: its charge is the one being answered. */
  accepted(transactionId: string | null): void {
    this.credits.setCurrentTransaction(transactionId);
    this.charged();
  }

  /** A run ended: a failed or cancelled one is refunded by the server, so the balance moves either way. */
  settled(): void {
    this.credits.clearCurrentTransaction();
    this.charged();
  }

  /** The server charged or refunded a request of the chat (a regenerate is charged like a send). */
  charged(): void {
    void this.credits.fetchCredits().catch(() => undefined);
  }
}

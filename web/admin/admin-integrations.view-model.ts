import { actionBound, computed, makeObservable, observable } from 'mobx';
import type { PlatformAdminService } from '../../core/client/admin/platform-admin-service.ts';
import type { IntegrationsReport } from '../../core/domain/admin/platform-admin.ts';
import { LoadState } from '../view-models/load-state.ts';
import { AdminText } from './admin-text.ts';

export interface IntegrationRow {
  key: string;
  label: string;
  value: string;
  detail: string;
  /** Whether this is the built-in stand-in rather than an outside service (shown as a tag). */
  builtIn: boolean;
}

/** Integrations (/admin/integrations): which adapter the server runs each outside service on. */
export class AdminIntegrationsViewModel {
  report: IntegrationsReport | null = null;
  /** Where the screen's load is: loading, its error, or ready. */
  readonly loadState = new LoadState();

  constructor(private readonly admin: PlatformAdminService) {
    makeObservable(this, {
      report: observable,
      load: actionBound,
      rows: computed,
    });
  }

  async load(): Promise<void> {
    await this.loadState.run(
      () => this.admin.integrations(),
      (report) => {
        this.report = report;
      },
    );
  }

  get rows(): IntegrationRow[] {
    const r = this.report;
    if (!r) return [];
    const events = (name: string) => (name === 'redis' ? AdminText.eventsRedis : AdminText.eventsInProcess);
    const offline = r.llm.adapter === 'offline_engine';
    return [
      {
        key: 'llm',
        label: AdminText.integrationLlm,
        value: offline ? AdminText.llmOffline : AdminText.llmOpenAi,
        detail: offline ? AdminText.llmOfflineDetail : AdminText.llmOpenAiDetail(r.llm.model ?? '', r.llm.embeddings),
        builtIn: offline,
      },
      {
        key: 'payments',
        label: AdminText.integrationPayments,
        value: r.payments.adapter === 'stripe' ? AdminText.paymentsStripe : AdminText.paymentsOffline,
        detail: r.payments.adapter === 'stripe' ? AdminText.paymentsStripeDetail : AdminText.paymentsOfflineDetail,
        builtIn: r.payments.adapter !== 'stripe',
      },
      {
        key: 'mail',
        label: AdminText.integrationMail,
        value: r.mail.adapter === 'smtp' ? AdminText.mailSmtp : AdminText.mailOutbox,
        detail: r.mail.adapter === 'smtp' ? AdminText.mailSmtpDetail(r.mail.from) : AdminText.mailOutboxDetail,
        builtIn: r.mail.adapter !== 'smtp',
      },
      {
        key: 'database',
        label: AdminText.integrationDatabase,
        value: r.database.adapter === 'postgres' ? AdminText.databasePostgres : AdminText.databaseSqlite,
        detail: r.database.adapter === 'postgres' ? AdminText.databasePostgresDetail : AdminText.databaseSqliteDetail,
        builtIn: r.database.adapter !== 'postgres',
      },
      {
        key: 'events',
        label: AdminText.integrationEvents,
        value: events(r.events.adapter),
        detail: AdminText.eventsDetail(events(r.events.queue), events(r.events.rate_limits)),
        builtIn: r.events.adapter !== 'redis',
      },
      {
        key: 'process',
        label: AdminText.integrationProcess,
        value: r.process_role,
        detail: AdminText.processDetail(r.process_role),
        builtIn: false,
      },
      {
        key: 'providers',
        label: AdminText.integrationProviders,
        value: r.integrations.sandbox ? AdminText.providersSandbox : AdminText.providersLive,
        detail: AdminText.providersDetail(r.integrations.google_analytics === 'configured', r.integrations.credential_store === 'environment'),
        builtIn: r.integrations.sandbox,
      },
      {
        key: 'registration',
        label: AdminText.integrationRegistration,
        value: r.registration.mode,
        detail: AdminText.registrationDetail(r.registration.require_verified_email),
        builtIn: false,
      },
    ];
  }
}

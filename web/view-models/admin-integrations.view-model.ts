import { makeAutoObservable } from 'mobx';
import type { PlatformAdminService } from '../../core/client/admin/platform-admin-service.ts';
import type { IntegrationsReport } from '../../core/domain/platform-admin.ts';
import { LoadState, type LoadStatus } from './load-state.ts';
import { WebText } from '../text.ts';

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
  private readonly state = new LoadState();

  constructor(private readonly admin: PlatformAdminService) {
    makeAutoObservable<this, 'admin' | 'state'>(this, { admin: false, state: false }, { autoBind: true });
  }

  get status(): LoadStatus {
    return this.state.status;
  }

  get error(): string | null {
    return this.state.error;
  }

  async load(): Promise<void> {
    await this.state.run(
      () => this.admin.integrations(),
      (report) => {
        this.report = report;
      },
    );
  }

  get rows(): IntegrationRow[] {
    const r = this.report;
    if (!r) return [];
    const events = (name: string) => (name === 'redis' ? WebText.adminEventsRedis : WebText.adminEventsInProcess);
    const offline = r.llm.adapter === 'offline_engine';
    return [
      {
        key: 'llm',
        label: WebText.adminIntegrationLlm,
        value: offline ? WebText.adminLlmOffline : WebText.adminLlmOpenAi,
        detail: offline ? WebText.adminLlmOfflineDetail : WebText.adminLlmOpenAiDetail(r.llm.model ?? '', r.llm.embeddings),
        builtIn: offline,
      },
      {
        key: 'payments',
        label: WebText.adminIntegrationPayments,
        value: r.payments.adapter === 'stripe' ? WebText.adminPaymentsStripe : WebText.adminPaymentsOffline,
        detail: r.payments.adapter === 'stripe' ? WebText.adminPaymentsStripeDetail : WebText.adminPaymentsOfflineDetail,
        builtIn: r.payments.adapter !== 'stripe',
      },
      {
        key: 'mail',
        label: WebText.adminIntegrationMail,
        value: r.mail.adapter === 'smtp' ? WebText.adminMailSmtp : WebText.adminMailOutbox,
        detail: r.mail.adapter === 'smtp' ? WebText.adminMailSmtpDetail(r.mail.from) : WebText.adminMailOutboxDetail,
        builtIn: r.mail.adapter !== 'smtp',
      },
      {
        key: 'database',
        label: WebText.adminIntegrationDatabase,
        value: r.database.adapter === 'postgres' ? WebText.adminDatabasePostgres : WebText.adminDatabaseSqlite,
        detail: r.database.adapter === 'postgres' ? WebText.adminDatabasePostgresDetail : WebText.adminDatabaseSqliteDetail,
        builtIn: r.database.adapter !== 'postgres',
      },
      {
        key: 'events',
        label: WebText.adminIntegrationEvents,
        value: events(r.events.adapter),
        detail: WebText.adminEventsDetail(events(r.events.queue), events(r.events.rate_limits)),
        builtIn: r.events.adapter !== 'redis',
      },
      {
        key: 'process',
        label: WebText.adminIntegrationProcess,
        value: r.process_role,
        detail: WebText.adminProcessDetail(r.process_role),
        builtIn: false,
      },
      {
        key: 'providers',
        label: WebText.adminIntegrationProviders,
        value: r.integrations.sandbox ? WebText.adminProvidersSandbox : WebText.adminProvidersLive,
        detail: WebText.adminProvidersDetail(r.integrations.google_analytics === 'configured', r.integrations.credential_store === 'environment'),
        builtIn: r.integrations.sandbox,
      },
      {
        key: 'registration',
        label: WebText.adminIntegrationRegistration,
        value: r.registration.mode,
        detail: WebText.adminRegistrationDetail(r.registration.require_verified_email),
        builtIn: false,
      },
    ];
  }
}

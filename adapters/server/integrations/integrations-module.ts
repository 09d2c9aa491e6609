import { ContainerModule } from 'inversify';
import { ConnectionRepository } from '../../../core/server/integrations/connection-repository.ts';
import { SecretBox } from '../../../core/server/integrations/secret-box.ts';
import { SecretsKeyRotation } from '../../../core/server/integrations/secrets-key-rotation.ts';
import { AdPlatformProvider } from '../../../core/server/integrations/ad-platform-provider.ts';
import { CredentialVerifier } from '../../../core/server/integrations/credential-verifier.ts';
import { MetaAdsVerifier } from '../../../core/server/integrations/meta-ads-verifier.ts';
import { ConnectedAccounts } from '../../../core/server/integrations/connected-accounts.ts';
import { ExternalWritePolicy } from '../../../core/server/integrations/actions/external-write-policy.ts';
import { Ga4Connection } from '../../../core/server/integrations/ga4-connection.ts';
import { SpaceMarketingFigures } from '../../../core/server/integrations/space-marketing-figures.ts';
import { AnalyticsProvider } from '../../../core/server/integrations/analytics-provider.ts';
import { GoogleAnalyticsProvider } from './google-analytics-provider.ts';
import { KyselyConnectionRepository } from './kysely-connection-repository.ts';
import { AesGcmSecretBox } from '../security/aes-gcm-secret-box.ts';
import { KeyringRotation } from '../security/keyring-rotation.ts';
import { resolveSecretsKeyring } from '../security/secrets-keyring.ts';
import { MetaGraphAdPlatform, META_GRAPH_URL } from './meta-graph-ad-platform.ts';
import { integrationRoutes, integrationRouteUseCases } from './integration-routes.ts';
import { bindUseCases } from '../modules/bind-use-cases.ts';
import { httpRoutes, withMigrations, type FeatureModuleFactory } from '../modules/feature-module.ts';
import { integrationConnections } from './migrations/021-integration-connections.ts';
import { connectionSlots } from './migrations/025-connection-slots.ts';

/**
 * Connections to outside services: their encrypted secrets (SECRETS_KEY, or a key kept in DATA_DIR), the
 * providers' adapters (their base URLs from configuration; the local sandbox with INTEGRATIONS_SANDBOX), and
 * the connections' routes.
 */
export const integrationsModule: FeatureModuleFactory = withMigrations({ '021-integration-connections': integrationConnections, '025-connection-slots': connectionSlots }, (settings) => ({
  name: 'integrations',
  bindings: new ContainerModule(({ bind }) => {
    const integrations = settings.integrations ?? {};
    const box = new AesGcmSecretBox(resolveSecretsKeyring({ current: integrations.secretsKey, previous: integrations.secretsKeyPrevious }, settings.dataDir));
    bind(SecretBox).toConstantValue(box);
    bind(SecretsKeyRotation).toConstantValue(new KeyringRotation(box, settings.dataDir));
    bind(ConnectionRepository).toConstantValue(new KyselyConnectionRepository(settings.database.db));
    bind(AdPlatformProvider).toConstantValue(new MetaGraphAdPlatform(integrations.metaGraphUrl ?? META_GRAPH_URL, Boolean(integrations.sandbox)));
    bind(AnalyticsProvider).toConstantValue(new GoogleAnalyticsProvider({ ...integrations.google, sandbox: Boolean(integrations.sandbox) }));
    // One verifier per token-based provider: ManageConnections checks credentials with it before storing them.
    bind(CredentialVerifier).to(MetaAdsVerifier);
    bindUseCases(bind, [ConnectedAccounts, ExternalWritePolicy, SpaceMarketingFigures]);
    // One per process: it keeps Google's short-lived access tokens between calls.
    bind(Ga4Connection).toSelf().inSingletonScope();
  }),
  routes: [httpRoutes(integrationRouteUseCases, integrationRoutes)],
}));

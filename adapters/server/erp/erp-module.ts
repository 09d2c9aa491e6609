import { ContainerModule } from 'inversify';
import { CredentialVerifier } from '../../../core/server/integrations/credential-verifier.ts';
import { IntegrationTool } from '../../../core/server/integrations/actions/integration-tool.ts';
import { ErpProvider } from '../../../core/server/erp/erp-provider.ts';
import { OdooVerifier } from '../../../core/server/erp/odoo-verifier.ts';
import { ErpRevenueTool } from '../../../core/server/erp/erp-revenue-tool.ts';
import { OdooErp } from './odoo-erp.ts';
import { PublicSite } from '../integrations/public-site.ts';
import { erpRoutes, erpRouteUseCases } from './erp-routes.ts';
import { httpRoutes, type FeatureModuleFactory } from '../modules/feature-module.ts';

/**
 * The ERP (Odoo's JSON-2 API): the adapter over the customer's Odoo address (SSRF rules; the local fake with
 * INTEGRATIONS_SANDBOX), its credential check, several connections per space and the selected one, the
 * revenue figures, and the agents' `erp_revenue` tool.
 */
export const erpModule: FeatureModuleFactory = (settings) => ({
  name: 'erp',
  bindings: new ContainerModule(({ bind }) => {
    const odoo = settings.integrations?.odoo ?? {};
    bind(ErpProvider).toConstantValue(new OdooErp(new PublicSite({ sandboxOrigin: odoo.sandboxUrl ?? null, allowHosts: odoo.allowHosts })));
    bind(CredentialVerifier).to(OdooVerifier);
    bind(IntegrationTool).to(ErpRevenueTool);
  }),
  routes: [httpRoutes(erpRouteUseCases, erpRoutes)],
});

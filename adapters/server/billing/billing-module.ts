import { ContainerModule } from 'inversify';
import { CreditAccounts } from '../../../core/server/billing/credit-accounts.ts';
import { DEFAULT_PLAN_CATALOGUE, PlanCatalogue } from '../../../core/server/billing/plan-catalogue.ts';
import { CreditPackCatalogue, DEFAULT_CREDIT_PACK_CATALOGUE } from '../../../core/server/billing/credit-pack-catalogue.ts';
import { billingRoutes, billingRouteUseCases } from './billing-routes.ts';
import { bindUseCases } from '../modules/bind-use-cases.ts';
import { httpRoutes, type FeatureModuleFactory } from '../modules/feature-module.ts';

/** Plans, credit packs, credit accounts and the ledger: balances, deducts, grants, purchases, plan changes, ledger imports. */
export const billingModule: FeatureModuleFactory = () => ({
  name: 'billing',
  bindings: new ContainerModule(({ bind }) => {
    bind(PlanCatalogue).toConstantValue(DEFAULT_PLAN_CATALOGUE);
    bind(CreditPackCatalogue).toConstantValue(DEFAULT_CREDIT_PACK_CATALOGUE);
    bindUseCases(bind, [CreditAccounts]);
  }),
  routes: [httpRoutes(billingRouteUseCases, billingRoutes)],
});

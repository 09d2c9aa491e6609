import { ContainerModule } from 'inversify';
import { CreditAccounts } from '../../../core/server/billing/credit-accounts.ts';
import { DEFAULT_PLAN_CATALOGUE, PlanCatalogue } from '../../../core/server/billing/plan-catalogue.ts';
import { CreditPackCatalogue, DEFAULT_CREDIT_PACK_CATALOGUE } from '../../../core/server/billing/credit-pack-catalogue.ts';
import { GetBillingOverview } from '../../../core/server/billing/get-billing-overview.ts';
import { DeductCredits } from '../../../core/server/billing/deduct-credits.ts';
import { AddCredits } from '../../../core/server/billing/add-credits.ts';
import { PurchaseCredits } from '../../../core/server/billing/purchase-credits.ts';
import { ChangePlan } from '../../../core/server/billing/change-plan.ts';
import { ListTransactions } from '../../../core/server/billing/list-transactions.ts';
import { ImportLedgerRecords } from '../../../core/server/billing/import-ledger-records.ts';
import { billingRoutes, billingRouteUseCases } from '../http/routes/billing-routes.ts';
import { resolveUseCases } from './resolve-use-cases.ts';
import { bindUseCases } from './bind-use-cases.ts';
import type { FeatureModuleFactory } from './feature-module.ts';

/** Plans, credit packs, credit accounts and the ledger: balances, deducts, grants, purchases, plan changes, ledger imports. */
export const billingModule: FeatureModuleFactory = () => ({
  name: 'billing',
  bindings: new ContainerModule(({ bind }) => {
    bind(PlanCatalogue).toConstantValue(DEFAULT_PLAN_CATALOGUE);
    bind(CreditPackCatalogue).toConstantValue(DEFAULT_CREDIT_PACK_CATALOGUE);
    bindUseCases(bind, [
      CreditAccounts, GetBillingOverview, DeductCredits, AddCredits, PurchaseCredits, ChangePlan, ListTransactions, ImportLedgerRecords,
    ]);
  }),
  routes: async (api, container) => {
    await api.register(billingRoutes(resolveUseCases(container, billingRouteUseCases)));
  },
});

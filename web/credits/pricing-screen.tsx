import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { Button, Callout, Card, Classes, H1, H2, Tag } from '@blueprintjs/core';
import type { PricingViewModel } from './pricing.view-model.ts';
import { Empty, LoadError, Loading } from '../components/load-state.tsx';
import { planCardText, type PlanOfferFigures } from '../../core/domain/billing/plan-card.ts';
import { Modal } from '../components/modal.tsx';
import { CreditPacks } from './credit-packs.tsx';
import { CreditsText } from './credits-text.ts';

/** Pricing (public): the plans, the current one marked, and plan changes for owners and admins. */
export const PricingScreen = observer(function PricingScreen({ vm }: { vm: PricingViewModel }) {
  useEffect(() => {
    void vm.load();
  }, [vm]);

  return (
    <section aria-labelledby="pricing-title">
      <H1 id="pricing-title" className="screen-title">Pricing</H1>
      {vm.changed && (
        <Callout intent="success" className="form-callout" role="status" title={`You are now on ${vm.changed.name}`}>
          {vm.changed.testMode && (
            <p>
              <Tag intent="warning">Test mode</Tag> Payments run in test mode on this server: the plan changed without any charge.
            </p>
          )}
          <Link to="/payment/success">{CreditsText.paymentSeePlanAndCredits}</Link>
        </Callout>
      )}
      {vm.changeError && (
        <Callout intent="danger" className="form-callout" role="alert">
          {vm.changeError}
        </Callout>
      )}
      {vm.status === 'signed-out' && (
        <Callout intent="primary" title="Sign in to see the plans">
          Plans and prices are shown to signed-in organization members. <Link to="/login?redirect=%2Fpricing">Sign in</Link>
        </Callout>
      )}
      {vm.status === 'loading' && <Loading />}
      {vm.status === 'error' && <LoadError text={vm.error!} onRetry={() => void vm.load()} />}
      {vm.status === 'ready' && vm.plans.length === 0 && <Empty text="No plans are offered right now" />}
      {vm.status === 'ready' && vm.plans.length > 0 && (
        <div className="pricing-grid">
          {vm.plans.map((plan) => (
            <Card key={plan.type} className={`pricing-card${vm.isCurrent(plan) ? ' pricing-card--current' : ''}`} elevation={vm.isCurrent(plan) ? 2 : 0}>
              <H2 className="card-title">
                {plan.name} {vm.isCurrent(plan) && <Tag intent="success" minimal>Current</Tag>}
              </H2>
              <PlanFigures plan={plan} />
              {plan.features && plan.features.length > 0 && (
                <ul className="pricing-card__features" aria-label={`${plan.name} features`}>
                  {plan.features.map((feature) => (
                    <li key={feature}>{feature}</li>
                  ))}
                </ul>
              )}
              {vm.canChange && (
                <Button
                  intent={vm.isCurrent(plan) ? 'none' : 'primary'}
                  text={vm.actionLabel(plan)}
                  disabled={vm.isCurrent(plan) || vm.changingTo !== null}
                  loading={vm.changingTo === plan.type}
                  onClick={() => vm.askChange(plan)}
                />
              )}
            </Card>
          ))}
        </div>
      )}
      {vm.status === 'ready' && !vm.canChange && <p className="bp6-text-muted">Only organization owners and admins can change the plan.</p>}
      {vm.status === 'ready' && <CreditPacks vm={vm.packs} />}
      <PlanChangeDialog vm={vm} />
    </section>
  );
});

/** A card's price per period and its credits, in the one wording of core/domain/billing/plan-card.ts. */
function PlanFigures({ plan }: { plan: PlanOfferFigures }) {
  const text = planCardText(plan);
  return (
    <>
      <p className="pricing-card__price">
        {text.price}
        {text.per && <span className="bp6-text-muted"> {text.per}</span>}
      </p>
      <p className="pricing-card__allowance">{text.allowance}</p>
    </>
  );
}

/** Before a plan change: exactly what happens to the credits, with numbers. */
const PlanChangeDialog = observer(function PlanChangeDialog({ vm }: { vm: PricingViewModel }) {
  const plan = vm.confirming;
  const verb = plan ? vm.actionLabel(plan) : '';
  const summary = vm.confirmSummary;
  return (
    <Modal isOpen={plan !== null} onClose={vm.cancelChange} title={plan ? CreditsText.planChangeTitle(verb, plan.name) : ''} size="md">
      <div className={Classes.DIALOG_BODY} data-testid="plan-change-summary">
        {summary ? summary.map((line) => <p key={line}>{line}</p>) : <Loading />}
      </div>
      <div className={Classes.DIALOG_FOOTER}>
        <div className={Classes.DIALOG_FOOTER_ACTIONS}>
          <Button text={CreditsText.planChangeCancel} onClick={vm.cancelChange} />
          <Button intent="primary" text={CreditsText.planChangeConfirm(verb)} disabled={!summary} onClick={() => void vm.confirmChange()} />
        </div>
      </div>
    </Modal>
  );
});

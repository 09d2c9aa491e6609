import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { Button, Callout, H1 } from '@blueprintjs/core';
import type { PaymentSuccessViewModel } from './payment-success.view-model.ts';
import { WebText } from '../text.ts';
import { Loading, LoadError } from '../components/load-state.tsx';
import { CreditsText } from './credits-text.ts';

/** Payment success: what the plan and credits are now, straight from the server. */
export const PaymentSuccessScreen = observer(function PaymentSuccessScreen({ vm }: { vm: PaymentSuccessViewModel }) {
  useEffect(() => {
    void vm.load();
    return vm.dispose;
  }, [vm, vm.signedIn]);
  const ready = vm.signedIn && vm.loadState.status === 'ready';
  const title = ready && !vm.paid && !vm.confirming ? CreditsText.paymentYourPlan : CreditsText.paymentTitle;
  return (
    <section aria-labelledby="payment-title">
      <H1 id="payment-title" className="screen-title">{title}</H1>
      {!vm.signedIn && (
        <Callout intent="success" title={CreditsText.paymentTitle} data-testid="payment-result">
          <p>{CreditsText.paymentSignIn}</p>
          <Link to="/login?redirect=%2Fpayment%2Fsuccess">{WebText.signIn}</Link>
        </Callout>
      )}
      {vm.signedIn && vm.loadState.status === 'loading' && <Loading />}
      {vm.signedIn && vm.loadState.status === 'error' && <LoadError text={vm.loadState.error ?? ''} onRetry={() => void vm.load(true)} />}
      {ready && (
        <>
          {vm.confirming ? (
            <Callout intent="primary" title={CreditsText.paymentConfirming} data-testid="payment-result" role="status">
              <p>{CreditsText.paymentConfirmingText}</p>
              <Button text={CreditsText.paymentCheckAgain} onClick={() => void vm.load(true)} />
            </Callout>
          ) : vm.paid ? (
            <Callout intent="success" title={CreditsText.paymentThanks} data-testid="payment-result" role="status">
              <p>{CreditsText.paymentPlanNow(vm.planName, vm.remaining)}</p>
            </Callout>
          ) : (
            <Callout title={CreditsText.paymentNothingToConfirm} data-testid="payment-result">
              <p>{CreditsText.paymentPlanNow(vm.planName, vm.remaining)}</p>
              <Link to="/pricing">{CreditsText.paymentSeePlans}</Link>
            </Callout>
          )}
          {vm.checkoutSession && <p className="bp6-text-muted bp6-text-small">{CreditsText.paymentReference(vm.checkoutSession)}</p>}
          <p className="payment-links">
            <Link to="/credits">{CreditsText.paymentSeeCredits}</Link> · <Link to="/dashboard">{CreditsText.paymentToDashboard}</Link>
          </p>
        </>
      )}
    </section>
  );
});

import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { Button, Callout, H1 } from '@blueprintjs/core';
import { useScreenViewModel } from '../view-model-context.tsx';
import { PaymentSuccessViewModel } from '../view-models/payment-success.view-model.ts';
import { WebText } from '../text.ts';
import { Loading, LoadError } from '../components/load-state.tsx';

/** Payment success: what the plan and credits are now, straight from the server. */
export const PaymentSuccessScreen = observer(function PaymentSuccessScreen() {
  const vm = useScreenViewModel('paymentSuccess', PaymentSuccessViewModel);
  useEffect(() => {
    void vm.load();
    return vm.dispose;
  }, [vm, vm.signedIn]);
  const ready = vm.signedIn && vm.status === 'ready';
  const title = ready && !vm.paid && !vm.confirming ? WebText.paymentYourPlan : WebText.paymentTitle;
  return (
    <section aria-labelledby="payment-title">
      <H1 id="payment-title" className="screen-title">{title}</H1>
      {!vm.signedIn && (
        <Callout intent="success" title={WebText.paymentTitle} data-testid="payment-result">
          <p>{WebText.paymentSignIn}</p>
          <Link to="/login?redirect=%2Fpayment%2Fsuccess">{WebText.signIn}</Link>
        </Callout>
      )}
      {vm.signedIn && vm.status === 'loading' && <Loading />}
      {vm.signedIn && vm.status === 'error' && <LoadError text={vm.error ?? ''} onRetry={() => void vm.load(true)} />}
      {ready && (
        <>
          {vm.confirming ? (
            <Callout intent="primary" title={WebText.paymentConfirming} data-testid="payment-result" role="status">
              <p>{WebText.paymentConfirmingText}</p>
              <Button text={WebText.paymentCheckAgain} onClick={() => void vm.load(true)} />
            </Callout>
          ) : vm.paid ? (
            <Callout intent="success" title={WebText.paymentThanks} data-testid="payment-result" role="status">
              <p>{WebText.paymentPlanNow(vm.planName, vm.remaining)}</p>
            </Callout>
          ) : (
            <Callout title={WebText.paymentNothingToConfirm} data-testid="payment-result">
              <p>{WebText.paymentPlanNow(vm.planName, vm.remaining)}</p>
              <Link to="/pricing">{WebText.paymentSeePlans}</Link>
            </Callout>
          )}
          {vm.checkoutSession && <p className="bp6-text-muted bp6-text-small">{WebText.paymentReference(vm.checkoutSession)}</p>}
          <p className="payment-links">
            <Link to="/credits">{WebText.paymentSeeCredits}</Link> · <Link to="/dashboard">{WebText.paymentToDashboard}</Link>
          </p>
        </>
      )}
    </section>
  );
});

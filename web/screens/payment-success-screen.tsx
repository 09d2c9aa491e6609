import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { Button, Callout, H1 } from '@blueprintjs/core';
import { useScreenViewModel } from '../view-model-context.tsx';
import { WebText } from '../text.ts';
import { Loading, LoadError } from '../components/load-state.tsx';

/** Payment success: what the plan and credits are now, straight from the server. */
export const PaymentSuccessScreen = observer(function PaymentSuccessScreen() {
  const vm = useScreenViewModel('paymentSuccess');
  useEffect(() => {
    void vm.load();
  }, [vm, vm.signedIn]);
  return (
    <section aria-labelledby="payment-title">
      <H1 id="payment-title" className="screen-title">{WebText.paymentTitle}</H1>
      {!vm.signedIn && (
        <Callout intent="success" title={WebText.paymentTitle} data-testid="payment-result">
          <p>{WebText.paymentSignIn}</p>
          <Link to="/login?redirect=%2Fcredits">{WebText.signIn}</Link>
        </Callout>
      )}
      {vm.signedIn && vm.status === 'loading' && <Loading />}
      {vm.signedIn && vm.status === 'error' && <LoadError text={vm.error ?? ''} onRetry={() => void vm.load()} />}
      {vm.signedIn && vm.status === 'ready' && (
        <>
          {vm.confirming ? (
            <Callout intent="primary" title={WebText.paymentConfirming} data-testid="payment-result">
              <p>{WebText.paymentConfirmingText}</p>
              <Button text={WebText.paymentCheckAgain} onClick={() => void vm.load()} />
            </Callout>
          ) : (
            <Callout intent="success" title={WebText.paymentThanks} data-testid="payment-result">
              <p>{WebText.paymentPlanNow(vm.planName, vm.remaining)}</p>
            </Callout>
          )}
          <p className="payment-links">
            <Link to="/credits">{WebText.paymentSeeCredits}</Link> · <Link to="/dashboard">{WebText.paymentToDashboard}</Link>
          </p>
        </>
      )}
    </section>
  );
});

import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { Button, Callout, FormGroup, H2, InputGroup, Spinner } from '@blueprintjs/core';
import type { VerifyEmailViewModel } from './verify-email.view-model.ts';
import { SignInText } from './sign-in-text.ts';
import { AuthLayout } from './auth-layout.tsx';

/** VerifyEmail: the link from the verification email lands here; a bad or old link can ask for a new one. */
export const VerifyEmailScreen = observer(function VerifyEmailScreen({ vm }: { vm: VerifyEmailViewModel }) {
  useEffect(() => {
    void vm.verify();
  }, [vm]);
  return (
    <AuthLayout title={SignInText.verifyEmailTitle} footer={<Link to="/login">{SignInText.backToSignIn}</Link>}>
      {vm.status === 'verifying' && <Spinner size={32} aria-label={SignInText.verifyingEmail} />}
      {vm.status === 'verified' && (
        <>
          <Callout intent="success" className="form-callout" role="status" data-testid="verify-result">{vm.message}</Callout>
          <Link to="/login" className="bp6-button bp6-intent-primary bp6-fill bp6-large">{SignInText.continueToSignIn}</Link>
        </>
      )}
      {(vm.status === 'failed' || vm.status === 'missing' || vm.status === 'request') && (
        <>
          {vm.status === 'request' ? (
            <Callout intent="primary" className="form-callout" data-testid="verify-result">{SignInText.verifyRequest}</Callout>
          ) : (
            <Callout intent="danger" className="form-callout" role="alert" data-testid="verify-result">
              {vm.status === 'failed' ? vm.message : SignInText.verifyMissingToken}
            </Callout>
          )}
          <H2 className="card-title">{SignInText.resendTitle}</H2>
          {vm.resendResult ? (
            <Callout intent="primary" className="form-callout" role="status" data-testid="resend-result">{vm.resendResult}</Callout>
          ) : (
            <form
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                void vm.resend();
              }}
            >
              {vm.resendError && <Callout intent="danger" className="form-callout" role="alert">{vm.resendError}</Callout>}
              <FormGroup label={SignInText.email} labelFor="resend-email" helperText={vm.resendEmailError ?? undefined} intent={vm.resendEmailError ? 'danger' : 'none'}>
                <InputGroup
                  id="resend-email"
                  type="email"
                  autoComplete="email"
                  value={vm.resendEmail}
                  onValueChange={vm.setResendEmail}
                  onBlur={vm.touchResendEmail}
                  intent={vm.resendEmailError ? 'danger' : 'none'}
                />
              </FormGroup>
              <Button type="submit" intent="primary" fill disabled={vm.isResending} text={SignInText.resendButton} />
            </form>
          )}
        </>
      )}
    </AuthLayout>
  );
});

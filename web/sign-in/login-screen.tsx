import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { Callout, FormGroup, InputGroup } from '@blueprintjs/core';
import type { LoginFormViewModel } from './login-form.view-model.ts';
import { SignInText } from './sign-in-text.ts';
import { AuthLayout } from './auth-layout.tsx';
import { AuthSubmitButton } from '../components/auth-submit-button.tsx';

/** Login (spec 2.1): email, password, the error text, links to Forgot password and Register. */
export const LoginScreen = observer(function LoginScreen({ vm }: { vm: LoginFormViewModel }) {
  return (
    <AuthLayout
      title={SignInText.signInTitle}
      footer={
        <>
          {SignInText.noAccount} <Link to={vm.registerHref}>{SignInText.registerLink}</Link>
        </>
      }
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void vm.submit();
        }}
      >
        {vm.notice && <Callout intent="warning" className="form-callout">{vm.notice}</Callout>}
        {vm.error && (
          <Callout intent="danger" className="form-callout" role="alert">
            {vm.error}
            {vm.verifyHref && (
              <div>
                <Link to={vm.verifyHref}>{SignInText.resendTitle}</Link>
              </div>
            )}
          </Callout>
        )}
        <FormGroup label={SignInText.email} labelFor="login-email" intent={vm.emailError ? 'danger' : 'none'} helperText={vm.emailError ? <span id="login-email-error">{vm.emailError}</span> : undefined}>
          <InputGroup
            id="login-email"
            name="email"
            type="email"
            autoComplete="username"
            autoFocus
            size="large"
            value={vm.email}
            onValueChange={vm.setEmail}
            intent={vm.emailError ? 'danger' : 'none'}
            aria-invalid={vm.emailError ? true : undefined}
            aria-describedby={vm.emailError ? 'login-email-error' : undefined}
          />
        </FormGroup>
        <FormGroup label={SignInText.password} labelFor="login-password" intent={vm.passwordError ? 'danger' : 'none'} helperText={vm.passwordError ? <span id="login-password-error">{vm.passwordError}</span> : undefined}>
          <InputGroup
            id="login-password"
            name="password"
            type="password"
            autoComplete="current-password"
            size="large"
            value={vm.password}
            onValueChange={vm.setPassword}
            intent={vm.passwordError ? 'danger' : 'none'}
            aria-invalid={vm.passwordError ? true : undefined}
            aria-describedby={vm.passwordError ? 'login-password-error' : undefined}
          />
        </FormGroup>
        <p className="auth-card__aside">
          <Link to={vm.forgotPasswordHref}>{SignInText.forgotPasswordLink}</Link>
        </p>
        <AuthSubmitButton disabled={vm.isSubmitting} busy={vm.isSubmitting} busyText={SignInText.signingIn} text={SignInText.signIn} />
      </form>
    </AuthLayout>
  );
});

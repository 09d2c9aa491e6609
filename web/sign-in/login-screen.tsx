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
        <LoginField id="login-email" name="email" type="email" autoComplete="username" autoFocus label={SignInText.email} value={vm.email} onValueChange={vm.setEmail} error={vm.emailError} />
        <LoginField id="login-password" name="password" type="password" autoComplete="current-password" label={SignInText.password} value={vm.password} onValueChange={vm.setPassword} error={vm.passwordError} />
        <p className="auth-card__aside">
          <Link to={vm.forgotPasswordHref}>{SignInText.forgotPasswordLink}</Link>
        </p>
        <AuthSubmitButton disabled={vm.isSubmitting} busy={vm.isSubmitting} busyText={SignInText.signingIn} text={SignInText.signIn} />
      </form>
    </AuthLayout>
  );
});

/** One of Login's fields, with what is missing said under it (tied to the input for screen readers). */
function LoginField(props: { id: string; name: string; type: string; autoComplete: string; autoFocus?: boolean; label: string; value: string; onValueChange: (value: string) => void; error: string | null }) {
  const { error, label, ...input } = props;
  const errorId = `${props.id}-error`;
  return (
    <FormGroup label={label} labelFor={props.id} intent={error ? 'danger' : 'none'} helperText={error ? <span id={errorId}>{error}</span> : undefined}>
      <InputGroup {...input} size="large" intent={error ? 'danger' : 'none'} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} />
    </FormGroup>
  );
}

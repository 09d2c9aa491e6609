import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { Callout, FormGroup, InputGroup } from '@blueprintjs/core';
import type { ForgotPasswordViewModel } from './forgot-password.view-model.ts';
import { SignInText } from './sign-in-text.ts';
import { AuthLayout } from './auth-layout.tsx';
import { AuthSubmitButton } from '../components/auth-submit-button.tsx';

/** Forgot password: an email, then always the same confirmation. */
export const ForgotPasswordScreen = observer(function ForgotPasswordScreen({ vm }: { vm: ForgotPasswordViewModel }) {
  const error = vm.emailError;
  return (
    <AuthLayout title={SignInText.forgotPasswordTitle} footer={<Link to="/login">{SignInText.backToSignIn}</Link>}>
      {vm.result ? (
        <Callout intent="success" className="form-callout" role="status" data-testid="forgot-result">{vm.result}</Callout>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void vm.submit();
          }}
        >
          <p>{SignInText.forgotPasswordIntro}</p>
          {vm.error && <Callout intent="danger" className="form-callout" role="alert">{vm.error}</Callout>}
          <FormGroup
            label={SignInText.email}
            labelFor="forgot-email"
            intent={error ? 'danger' : 'none'}
            helperText={error ? <span id="forgot-email-error">{error}</span> : undefined}
          >
            <InputGroup
              id="forgot-email"
              name="email"
              type="email"
              autoComplete="email"
              autoFocus
              size="large"
              value={vm.email}
              onValueChange={vm.setEmail}
              onBlur={vm.touch}
              intent={error ? 'danger' : 'none'}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'forgot-email-error' : undefined}
            />
          </FormGroup>
          <AuthSubmitButton disabled={vm.isSubmitting} busy={vm.isSubmitting} busyText={SignInText.forgotPasswordSending} text={SignInText.forgotPasswordButton} />
        </form>
      )}
    </AuthLayout>
  );
});

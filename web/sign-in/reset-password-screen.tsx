import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { Callout, FormGroup, InputGroup } from '@blueprintjs/core';
import type { ResetPasswordViewModel } from './reset-password.view-model.ts';
import type { ResetPasswordField } from './reset-password.view-model.ts';
import { SignInText } from './sign-in-text.ts';
import { AuthLayout } from './auth-layout.tsx';
import { AuthSubmitButton } from '../components/auth-submit-button.tsx';

/** Reset password, from the emailed link: the new password twice, then the way back to sign in. */
export const ResetPasswordScreen = observer(function ResetPasswordScreen({ vm }: { vm: ResetPasswordViewModel }) {
  return (
    <AuthLayout title={SignInText.resetPasswordTitle} footer={<Link to="/login">{SignInText.backToSignIn}</Link>}>
      {vm.status === 'missing' && (
        <>
          <Callout intent="danger" className="form-callout" role="alert" data-testid="reset-result">{SignInText.resetMissingToken}</Callout>
          <Link to="/forgot-password" className="bp6-button bp6-intent-primary bp6-fill bp6-large">{SignInText.requestNewResetLink}</Link>
        </>
      )}
      {vm.status === 'done' && (
        <>
          <Callout intent="success" className="form-callout" role="status" data-testid="reset-result">{vm.message}</Callout>
          <Link to="/login" className="bp6-button bp6-intent-primary bp6-fill bp6-large">{SignInText.continueToSignIn}</Link>
        </>
      )}
      {vm.status === 'form' && (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void vm.submit();
          }}
        >
          {vm.error && (
            <Callout intent="danger" className="form-callout" role="alert">
              {vm.error}
              {vm.linkInvalid && (
                <div>
                  <Link to="/forgot-password">{SignInText.requestNewResetLink}</Link>
                </div>
              )}
            </Callout>
          )}
          <PasswordInput vm={vm} field="password" label={SignInText.newPassword} autoFocus />
          <PasswordInput vm={vm} field="confirm" label={SignInText.confirmNewPassword} autoFocus={false} />
          <AuthSubmitButton disabled={vm.isSubmitting} busy={vm.isSubmitting} busyText={SignInText.resetPasswordSaving} text={SignInText.resetPasswordButton} />
        </form>
      )}
    </AuthLayout>
  );
});

const PasswordInput = observer(function PasswordInput(props: { vm: ResetPasswordViewModel; field: ResetPasswordField; label: string; autoFocus: boolean }) {
  const { vm, field } = props;
  const id = `reset-${field}`;
  const error = vm.fieldError(field);
  return (
    <FormGroup label={props.label} labelFor={id} intent={error ? 'danger' : 'none'} helperText={error ? <span id={`${id}-error`}>{error}</span> : undefined}>
      <InputGroup
        id={id}
        name={field}
        type="password"
        autoComplete="new-password"
        autoFocus={props.autoFocus}
        size="large"
        intent={error ? 'danger' : 'none'}
        value={vm.values[field]}
        onValueChange={(value) => vm.setValue(field, value)}
        onBlur={() => vm.touch(field)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
    </FormGroup>
  );
});

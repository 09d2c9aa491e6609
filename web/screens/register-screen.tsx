import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { Callout, FormGroup, InputGroup } from '@blueprintjs/core';
import { useScreenViewModel } from '../view-model-context.tsx';
import type { RegisterField, RegisterFormViewModel } from '../view-models/register-form.view-model.ts';
import { WebText } from '../text.ts';
import { AuthLayout } from './auth-layout.tsx';
import { AuthSubmitButton } from '../components/auth-submit-button.tsx';

const FIELDS: { field: RegisterField; label: string; type: string; autoComplete: string }[] = [
  { field: 'name', label: WebText.name, type: 'text', autoComplete: 'name' },
  { field: 'email', label: WebText.email, type: 'email', autoComplete: 'email' },
  { field: 'password', label: WebText.password, type: 'password', autoComplete: 'new-password' },
  { field: 'orgName', label: WebText.organizationName, type: 'text', autoComplete: 'organization' },
];

/** Register (spec 2.1, 5): validated as the user types; typed values survive a refused submit. */
export const RegisterScreen = observer(function RegisterScreen() {
  const vm = useScreenViewModel('registerForm');
  return (
    <AuthLayout
      title={WebText.registerTitle}
      footer={
        <>
          {WebText.haveAccount} <Link to={vm.loginHref}>{WebText.loginLink}</Link>
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
        {vm.error && (
          <Callout intent="danger" className="form-callout" role="alert" title={vm.error}>
            {vm.errorDetails.map((detail) => (
              <div key={detail}>{detail}</div>
            ))}
            {vm.waitlistHref && (
              <Link to={vm.waitlistHref} className="bp6-button bp6-intent-primary form-callout__action">
                {WebText.joinWaitlistLink}
              </Link>
            )}
          </Callout>
        )}
        {vm.waitlistToken && (
          <Callout intent="primary" className="form-callout">
            {WebText.waitlistPassNotice}
          </Callout>
        )}
        {vm.inviteToken && (
          <Callout intent="primary" className="form-callout">
            {WebText.invitedNotice}
          </Callout>
        )}
        {FIELDS.filter((f) => vm.fields.includes(f.field)).map((f, index) => (
          <RegisterInput key={f.field} vm={vm} {...f} autoFocus={index === 0} />
        ))}
        <AuthSubmitButton disabled={vm.isSubmitting} busy={vm.isSubmitting} busyText={WebText.creatingAccount} text={WebText.createAccount} />
      </form>
    </AuthLayout>
  );
});

const RegisterInput = observer(function RegisterInput(props: {
  vm: RegisterFormViewModel;
  field: RegisterField;
  label: string;
  type: string;
  autoComplete: string;
  autoFocus: boolean;
}) {
  const { vm, field } = props;
  const id = `register-${field}`;
  const error = vm.fieldError(field);
  return (
    <FormGroup
      label={props.label}
      labelFor={id}
      intent={error ? 'danger' : 'none'}
      helperText={error ? <span id={`${id}-error`}>{error}</span> : undefined}
    >
      <InputGroup
        id={id}
        name={field}
        type={props.type}
        autoComplete={props.autoComplete}
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

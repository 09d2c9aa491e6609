import { Fragment, useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { Button, Callout, FormGroup, InputGroup, Radio, Spinner } from '@blueprintjs/core';
import type { RegisterFormViewModel } from './register-form.view-model.ts';
import type { RegisterField } from './register-form.view-model.ts';
import { SignInText } from './sign-in-text.ts';
import { AuthLayout } from './auth-layout.tsx';
import { AuthSubmitButton } from '../components/auth-submit-button.tsx';

const FIELDS: { field: RegisterField; label: string; type: string; autoComplete: string }[] = [
  { field: 'name', label: SignInText.name, type: 'text', autoComplete: 'name' },
  { field: 'email', label: SignInText.email, type: 'email', autoComplete: 'email' },
  { field: 'password', label: SignInText.password, type: 'password', autoComplete: 'new-password' },
  { field: 'orgName', label: SignInText.organizationName, type: 'text', autoComplete: 'organization' },
];

/**
 * Register (spec 2.1, 5): validated as the user types; typed values survive a refused submit. With an
 * invitation link it is the invitation page (the organization, who invited, the invited address fixed);
 * when an organization already uses the email's domain it offers to request to join it.
 */
export const RegisterScreen = observer(function RegisterScreen({ vm }: { vm: RegisterFormViewModel }) {
  useEffect(() => {
    void vm.loadInvitation();
  }, [vm]);
  return (
    <AuthLayout
      title={vm.title}
      footer={
        <>
          {SignInText.haveAccount} <Link to={vm.loginHref}>{SignInText.loginLink}</Link>
        </>
      }
    >
      {vm.joinRequested && (
        <>
          <Callout intent="success" className="form-callout" role="status" data-testid="join-result">
            {vm.joinRequested}
          </Callout>
          <Link to="/login" className="bp6-button bp6-intent-primary bp6-fill bp6-large">{SignInText.continueToSignIn}</Link>
        </>
      )}
      {vm.invitationStatus === 'loading' && <Spinner size={32} aria-label={SignInText.invitationLoading} />}
      {vm.invitationStatus === 'gone' && (
        <>
          <Callout intent="warning" className="form-callout" data-testid="invitation-gone">
            {SignInText.invitationGoneText}
          </Callout>
          <Link to="/login" className="bp6-button bp6-intent-primary bp6-fill bp6-large">{SignInText.continueToSignIn}</Link>
        </>
      )}
      {vm.invitationStatus === 'failed' && (
        <Callout intent="danger" className="form-callout" role="alert" title={vm.invitationError ?? undefined}>
          <Button text={SignInText.retry} onClick={() => void vm.loadInvitation()} />
        </Callout>
      )}
      {vm.showsForm && (
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
                  {SignInText.joinWaitlistLink}
                </Link>
              )}
            </Callout>
          )}
          {vm.waitlistToken && (
            <Callout intent="primary" className="form-callout">
              {SignInText.waitlistPassNotice}
            </Callout>
          )}
          {vm.invitedBy && (
            <Callout intent="primary" className="form-callout" data-testid="invited-by">
              {vm.invitedBy}
            </Callout>
          )}
          {FIELDS.filter((f) => vm.fields.includes(f.field)).map((f, index) => (
            <Fragment key={f.field}>
              <RegisterInput vm={vm} {...f} autoFocus={index === 0} />
              {f.field === 'email' && vm.domainOffer && <DomainOffer vm={vm} domain={vm.domainOffer} />}
            </Fragment>
          ))}
          {vm.joining ? (
            <AuthSubmitButton disabled={vm.isSubmitting} busy={vm.isSubmitting} busyText={SignInText.requestingToJoin} text={SignInText.requestToJoin} />
          ) : (
            <AuthSubmitButton
              disabled={vm.isSubmitting}
              busy={vm.isSubmitting}
              busyText={SignInText.creatingAccount}
              text={vm.invitation ? SignInText.joinInvitedOrganization(vm.invitation.organization_name) : SignInText.createAccount}
            />
          )}
        </form>
      )}
    </AuthLayout>
  );
});

/** An organization already uses the email's domain: request to join it (the default) or create a new one. */
const DomainOffer = observer(function DomainOffer({ vm, domain }: { vm: RegisterFormViewModel; domain: string }) {
  return (
    <fieldset className="domain-offer" data-testid="domain-offer">
      <legend className="domain-offer__title">{SignInText.domainOfferTitle(domain)}</legend>
      <p className="domain-offer__intro bp6-text-muted">{SignInText.domainOfferLegend}</p>
      <Radio
        name="domain-choice"
        value="join_existing"
        checked={vm.domainChoice === 'join_existing'}
        onChange={() => vm.setDomainChoice('join_existing')}
        label={SignInText.domainJoinLabel(domain)}
        aria-describedby="domain-join-help"
      />
      <p id="domain-join-help" className="domain-offer__help bp6-text-muted">{SignInText.domainJoinHelp}</p>
      <Radio
        name="domain-choice"
        value="create_new"
        checked={vm.domainChoice === 'create_new'}
        onChange={() => vm.setDomainChoice('create_new')}
        label={SignInText.domainCreateLabel}
        aria-describedby="domain-create-help"
      />
      <p id="domain-create-help" className="domain-offer__help bp6-text-muted">{SignInText.domainCreateHelp}</p>
    </fieldset>
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
  const fixed = field === 'email' && vm.emailFixed;
  const hint = vm.fieldHint(field);
  // The password's rules show from the start and stay under a refusal's reason.
  const hintId = field === 'password' ? `${id}-rules` : `${id}-fixed`;
  const describedBy = [error ? `${id}-error` : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <FormGroup
      label={props.label}
      labelFor={id}
      intent={error ? 'danger' : 'none'}
      helperText={
        error || hint ? (
          <>
            {error && <span id={`${id}-error`} className="register-field__error">{error}</span>}
            {hint && <span id={hintId} className={error ? 'register-field__hint bp6-text-muted' : 'register-field__hint'}>{hint}</span>}
          </>
        ) : undefined
      }
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
        readOnly={fixed}
        onValueChange={(value) => vm.setValue(field, value)}
        onBlur={() => vm.touch(field)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
    </FormGroup>
  );
});

import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { Button, Callout, FormGroup, InputGroup } from '@blueprintjs/core';
import type { WaitlistViewModel } from './waitlist.view-model.ts';
import { SignInText } from './sign-in-text.ts';
import { AuthLayout } from './auth-layout.tsx';
import type { WaitlistField } from './waitlist.view-model.ts';

const FIELDS: { field: WaitlistField; label: string; type: string; autoComplete: string }[] = [
  { field: 'email', label: SignInText.email, type: 'email', autoComplete: 'email' },
  { field: 'name', label: SignInText.name, type: 'text', autoComplete: 'name' },
  { field: 'company', label: SignInText.company, type: 'text', autoComplete: 'organization' },
];

/** Waitlist: join with email and name; the server's answer shows in place of the form. */
export const WaitlistScreen = observer(function WaitlistScreen({ vm }: { vm: WaitlistViewModel }) {
  return (
    <AuthLayout title={SignInText.waitlistTitle} footer={<Link to="/login">{SignInText.backToSignIn}</Link>}>
      {vm.joined ? (
        <Callout intent="success" className="form-callout" role="status" data-testid="waitlist-joined">{vm.joined}</Callout>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void vm.submit();
          }}
        >
          <p className="bp6-text-muted">{SignInText.waitlistIntro}</p>
          {vm.error && <Callout intent="danger" className="form-callout" role="alert">{vm.error}</Callout>}
          {FIELDS.map(({ field, label, type, autoComplete }) => {
            const error = vm.fieldError(field);
            return (
              <FormGroup key={field} label={label} labelFor={`waitlist-${field}`} helperText={error ?? undefined} intent={error ? 'danger' : 'none'}>
                <InputGroup
                  id={`waitlist-${field}`}
                  type={type}
                  autoComplete={autoComplete}
                  value={vm.values[field]}
                  onValueChange={(value) => vm.set(field, value)}
                  onBlur={() => vm.touch(field)}
                  intent={error ? 'danger' : 'none'}
                />
              </FormGroup>
            );
          })}
          <Button type="submit" intent="primary" size="large" fill disabled={vm.isSubmitting} text={SignInText.waitlistButton} />
        </form>
      )}
    </AuthLayout>
  );
});

import { observer } from 'mobx-react-lite';
import { FormGroup, InputGroup } from '@blueprintjs/core';
import type { CredentialField, CredentialFieldId } from '../../core/domain/integrations/integrations.ts';

/** What a credentials form holds: the catalogue's fields, what has been typed into each, and each one's problem. */
interface CredentialsForm {
  readonly fields: readonly CredentialField[];
  readonly fieldErrors: Partial<Record<CredentialFieldId, string>>;
  value(field: CredentialFieldId): string;
  setValue(field: CredentialFieldId, value: string): void;
}

/**
 * The inputs a provider asks for to connect it, as its catalogue entry lists them: a secret typed into a password
 * input, an address into a URL one; each field's problem replaces its help.
 */
export const CredentialFields = observer(function CredentialFields(props: {
  form: CredentialsForm;
  /** Prefix of the inputs' ids, unique on the page. */
  idPrefix: string;
  disabled: boolean;
  /** The service refused the credentials as a whole: the secret fields are marked too. */
  secretsRefused?: boolean;
}) {
  const { form } = props;
  return (
    <>
      {form.fields.map((field) => (
        <FormGroup
          key={field.id}
          label={field.label}
          labelFor={`${props.idPrefix}-${field.id}`}
          helperText={form.fieldErrors[field.id] ?? field.help}
          // Red words are the field's own error; a refused secret is marked on its input, its help stays help.
          intent={form.fieldErrors[field.id] ? 'danger' : 'none'}
        >
          <InputGroup
            id={`${props.idPrefix}-${field.id}`}
            type={field.secret ? 'password' : field.id === 'site_url' ? 'url' : 'text'}
            autoComplete="off"
            spellCheck={false}
            placeholder={field.placeholder}
            value={form.value(field.id)}
            onValueChange={(value) => form.setValue(field.id, value)}
            disabled={props.disabled}
            intent={form.fieldErrors[field.id] || (props.secretsRefused && field.secret) ? 'danger' : 'none'}
          />
        </FormGroup>
      ))}
    </>
  );
});

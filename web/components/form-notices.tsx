import { Callout } from '@blueprintjs/core';
import { ErrorCallout } from './error-callout.tsx';
import { WebText } from '../text.ts';

/** The notes at the top of a settings form: members may only read it, and why the last save failed. */
export function FormNotices({ canEdit, error }: { canEdit: boolean; error: string | null | undefined }) {
  return (
    <>
      {!canEdit && <Callout className="form-callout">{WebText.readOnlyForMembers}</Callout>}
      <ErrorCallout text={error} />
    </>
  );
}

import { Callout } from '@blueprintjs/core';

/** Why something just failed, read out at once (role alert); nothing while there is no error. */
export function ErrorCallout({ text, testId }: { text: string | null | undefined; testId?: string }) {
  if (!text) return null;
  return (
    <Callout intent="danger" role="alert" className="form-callout" data-testid={testId}>
      {text}
    </Callout>
  );
}

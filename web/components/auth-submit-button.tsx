import { Button } from '@blueprintjs/core';

/** The one full-width primary button a sign-in, registration or password form submits with. */
export function AuthSubmitButton({ disabled, busy, text, busyText }: { disabled: boolean; busy: boolean; text: string; busyText: string }) {
  return <Button type="submit" intent="primary" size="large" fill disabled={disabled} text={busy ? busyText : text} />;
}

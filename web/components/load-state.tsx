import { Button, Spinner } from '@blueprintjs/core';
import { StateView } from './state-view.tsx';
import type { IconName } from '@blueprintjs/core';
import { WebText } from '../text.ts';

export function Loading(props: { text?: string }) {
  return <StateView icon={<Spinner size={40} aria-label={props.text ?? WebText.loading} />} title={props.text ?? WebText.loading} />;
}

export function LoadError(props: { text: string; onRetry?: () => void }) {
  return (
    <StateView
      icon="error"
      title={props.text}
      action={props.onRetry ? <Button text={WebText.retry} icon="refresh" onClick={props.onRetry} /> : undefined}
    />
  );
}

export function Empty(props: { text: string; icon?: IconName; description?: string }) {
  return <StateView icon={props.icon ?? 'inbox'} title={props.text} description={props.description} />;
}

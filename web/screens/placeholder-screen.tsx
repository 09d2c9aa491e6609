import { H1, NonIdealState } from '@blueprintjs/core';
import type { IconName } from '@blueprintjs/core';
import { WebText } from '../text.ts';

/** An honest placeholder for a screen whose server side is not connected yet. */
export function PlaceholderScreen(props: { title: string; icon: IconName }) {
  return (
    <section aria-labelledby="placeholder-title">
      <H1 id="placeholder-title" className="screen-title">{props.title}</H1>
      <NonIdealState icon={props.icon} title={WebText.notConnectedTitle(props.title)} description={WebText.notConnectedText} />
    </section>
  );
}

/** A route module's Component for a placeholder, for the router's lazy routes. */
export function placeholder(title: string, icon: IconName) {
  return function Placeholder() {
    return <PlaceholderScreen title={title} icon={icon} />;
  };
}

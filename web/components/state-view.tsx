import { createElement, type ReactNode } from 'react';
import { NonIdealState, type IconName, type MaybeElement } from '@blueprintjs/core';

/**
 * Blueprint's NonIdealState, with its title at the heading level it has on the page: Blueprint always draws an H4,
 * which under a page's H1 skips two levels (Lighthouse's and axe's heading-order, seen on an empty chat). Level 2 by
 * default, a section of the page; 1 where the state is the page itself (not found, a failed route).
 */
export function StateView(props: {
  icon?: IconName | MaybeElement;
  title?: string;
  description?: ReactNode;
  action?: React.JSX.Element;
  layout?: 'vertical' | 'horizontal';
  level?: 1 | 2 | 3;
}) {
  const { title, description, level = 2, ...rest } = props;
  const heading = title ? createElement(`h${level}`, { className: 'bp6-heading state-view__title' }, title) : null;
  // Blueprint's own shape inside its text block: the heading, then the description.
  const text = heading || description ? (
    <>
      {heading}
      {typeof description === 'string' ? <div>{description}</div> : description}
    </>
  ) : undefined;
  return <NonIdealState {...rest} description={text} />;
}

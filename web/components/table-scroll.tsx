import type { ReactNode } from 'react';

/**
 * A table wider than the screen scrolls sideways inside this region, not the page. The
 * region is labelled and takes the keyboard's focus, so arrow keys scroll it (axe: scrollable regions
 * must be reachable).
 */
export function TableScroll(props: { label: string; children: ReactNode }) {
  return (
    <div className="table-scroll" role="region" aria-label={props.label} tabIndex={0}>
      {props.children}
    </div>
  );
}

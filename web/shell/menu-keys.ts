import type { KeyboardEvent } from 'react';

const ITEM = '[role="menuitem"]:not([aria-disabled="true"])';

function items(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(ITEM)];
}

/** Puts focus on the first item of a menu that just opened. */
export function focusFirstMenuItem(container: HTMLElement): void {
  items(container)[0]?.focus();
}

/** Arrow keys, Home and End move between the items of a menu (WAI-ARIA menu pattern). */
export function onMenuKeyDown(event: KeyboardEvent<HTMLElement>): void {
  const list = items(event.currentTarget);
  if (list.length === 0) return;
  const at = list.indexOf(document.activeElement as HTMLElement);
  let next: number | null = null;
  if (event.key === 'ArrowDown') next = at < 0 ? 0 : (at + 1) % list.length;
  else if (event.key === 'ArrowUp') next = at < 0 ? list.length - 1 : (at - 1 + list.length) % list.length;
  else if (event.key === 'Home') next = 0;
  else if (event.key === 'End') next = list.length - 1;
  if (next === null) return;
  event.preventDefault();
  list[next]!.focus();
}

import { inject, injectable } from 'inversify';
import { actionBound, computed, makeObservable, observable } from 'mobx';
import { StoragePort } from '../ports/storage.port.ts';
import { StorageKeys } from '../../domain/storage-keys.ts';

export const SIDEBAR_COLLAPSED_PX = 72;
export const SIDEBAR_EXPANDED_PX = 256;
export const SIDEBAR_DRAWER_PX = 280;
export const MOBILE_BREAKPOINT_PX = 768;

/** The sidebar (spec 2.3, 4.6): collapsed and pinned persist; hovering expands a collapsed one. */
@injectable()
export class SidebarState {
  collapsed: boolean;
  pinned: boolean;
  hovering = false;
  drawerOpen = false;

  constructor(@inject(StoragePort) private readonly storage: StoragePort) {
    this.collapsed = storage.get(StorageKeys.sidebarCollapsed) === 'true';
    this.pinned = storage.get(StorageKeys.sidebarPinned) === 'true';
    if (this.pinned) this.collapsed = false;
    // isMobile(width) stays a plain method.
    makeObservable<this, 'setCollapsed'>(this, {
      collapsed: observable,
      pinned: observable,
      hovering: observable,
      drawerOpen: observable,
      expanded: computed,
      widthPx: computed,
      toggle: actionBound,
      setPinned: actionBound,
      pointerEnter: actionBound,
      pointerLeave: actionBound,
      openDrawer: actionBound,
      closeDrawer: actionBound,
      setCollapsed: actionBound,
    });
  }

  /** What the user sees: pinned or not collapsed, or a collapsed one under the pointer. */
  get expanded(): boolean {
    return this.pinned || !this.collapsed || this.hovering;
  }

  get widthPx(): number {
    return this.expanded ? SIDEBAR_EXPANDED_PX : SIDEBAR_COLLAPSED_PX;
  }

  /** Ctrl/Cmd+B. */
  toggle(): void {
    this.setCollapsed(!this.collapsed);
    if (this.collapsed && this.pinned) this.setPinned(false);
  }

  setPinned(pinned: boolean): void {
    this.pinned = pinned;
    this.storage.set(StorageKeys.sidebarPinned, String(pinned));
    if (pinned) this.setCollapsed(false);
  }

  pointerEnter(): void {
    this.hovering = true;
  }

  /** Leaving collapses a hover-expanded sidebar, never a pinned one. */
  pointerLeave(): void {
    this.hovering = false;
  }

  openDrawer(): void {
    this.drawerOpen = true;
  }

  closeDrawer(): void {
    this.drawerOpen = false;
  }

  isMobile(viewportWidth: number): boolean {
    return viewportWidth < MOBILE_BREAKPOINT_PX;
  }

  private setCollapsed(collapsed: boolean): void {
    this.collapsed = collapsed;
    this.storage.set(StorageKeys.sidebarCollapsed, String(collapsed));
  }
}

import { createElement, createRef, type ReactElement, type RefObject } from 'react';
import { createRoot } from 'react-dom/client';
import { OverlayToaster, Position, Toast, type Toaster, type ToastOptions } from '@blueprintjs/core';
import { MAX_VISIBLE_TOASTS } from '../view-models/notifier.ts';

/** What OverlayToaster keeps private but reads when it renders: the refs its transitions work on, per toast key. */
interface ToasterInternals {
  toastRefs: Record<string, RefObject<HTMLElement | null>>;
  renderToast: (toast: ToastOptions) => ReactElement;
}

/**
 * OverlayToaster with one ref per toast. Blueprint's (6.20) makes a ref per toast but hands its transitions an
 * empty map, so they all share one: every toast's enter and exit classes land on whichever toast rendered last. A
 * toast shown as another left stayed half-entered, and one shown just before another timed out faded out with it.
 */
class KeyedRefOverlayToaster extends OverlayToaster {
  private readonly keyedRefs = new Map<string, RefObject<HTMLElement | null>>();

  constructor(props: ConstructorParameters<typeof OverlayToaster>[0]) {
    super(props);
    (this as unknown as ToasterInternals).renderToast = (toast) => {
      const { key, ...props } = toast;
      const ref = this.refOf(key) as RefObject<HTMLDivElement>;
      return createElement(Toast, { ...props, key, ref, onDismiss: (expired?: boolean) => this.dismiss(key, expired) });
    };
  }

  private refOf(key: string): RefObject<HTMLElement | null> {
    let ref = this.keyedRefs.get(key);
    if (!ref) this.keyedRefs.set(key, (ref = createRef<HTMLElement>()));
    return ref;
  }

  override render(): ReturnType<OverlayToaster['render']> {
    // A leaving toast keeps its ref until its exit is done: only keys long gone are forgotten.
    const current = new Set(this.state.toasts.map((t) => t.key));
    for (const [key, ref] of this.keyedRefs) if (!current.has(key) && !ref.current?.isConnected) this.keyedRefs.delete(key);
    (this as unknown as ToasterInternals).toastRefs = Object.fromEntries(this.state.toasts.map((t) => [t.key, this.refOf(t.key)]));
    return super.render();
  }
}

/**
 * The toaster in the region given (spec 2.3, 9: bottom-right, at most 3). Its own module, which BlueprintNotifier
 * imports on the first toast, so a first page downloads no overlay code before it needs it.
 */
export function createOverlayToaster(region: HTMLElement): Promise<Toaster> {
  return OverlayToaster.create(
    { position: Position.BOTTOM_RIGHT, maxToasts: MAX_VISIBLE_TOASTS, canEscapeKeyClear: true },
    {
      container: region,
      // create() renders its own class: the same element and props, with the keyed refs.
      domRenderer: (element, container) => createRoot(container).render(createElement(KeyedRefOverlayToaster, element.props as ConstructorParameters<typeof OverlayToaster>[0])),
    },
  );
}

import { OverlayToaster, Position, type Toaster } from '@blueprintjs/core';
import { MAX_VISIBLE_TOASTS } from '../view-models/notifier.ts';

/**
 * Blueprint's toaster in the region given (spec 2.3, 9: bottom-right, at most 3). Its own module, which
 * BlueprintNotifier imports on the first toast, so a first page downloads no overlay code before it needs it.
 */
export function createOverlayToaster(region: HTMLElement): Promise<Toaster> {
  return OverlayToaster.create({ position: Position.BOTTOM_RIGHT, maxToasts: MAX_VISIBLE_TOASTS, canEscapeKeyClear: true }, { container: region });
}

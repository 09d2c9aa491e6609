import { useEffect, type RefObject } from 'react';
import type { ChatSearchViewModel } from './chat-search.view-model.ts';

/** How long a revealed message stays highlighted (the CSS animation of .chat-message--revealed lasts as long). */
const REVEAL_HIGHLIGHT_MS = 2400;

/**
 * A chat opened from a search result scrolls to the matched message once it is shown and highlights it
 * briefly. Returns whether a reveal is still to come: the list does not jump to its end meanwhile.
 */
export function useMessageReveal(vm: ChatSearchViewModel, list: RefObject<HTMLElement | null>): boolean {
  const ready = vm.revealReady;
  const target = vm.messageToReveal;
  useEffect(() => {
    if (!ready) return;
    vm.revealed();
    const element = target ? list.current?.querySelector<HTMLElement>(`[data-message-id="${CSS.escape(target)}"]`) : null;
    if (!element) return;
    element.scrollIntoView?.({ block: 'center' });
    element.classList.add('chat-message--revealed');
    // Not cancelled when the effect re-runs (clearing the reveal re-renders at once); a removed element ignores it.
    window.setTimeout(() => element.classList.remove('chat-message--revealed'), REVEAL_HIGHLIGHT_MS);
  }, [vm, list, ready, target]);
  return vm.revealMessage !== null;
}

import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, ButtonGroup, Card, H2 } from '@blueprintjs/core';
import { useViewModel } from '../view-model-context.tsx';
import { ShellText } from './shell-text.ts';

interface Place {
  top: number;
  left: number;
  highlight: DOMRect | null;
  /** The step's item is in the folded navigation: the card points at the menu button that opens it. */
  inMenu: boolean;
}

/** Whether an element is on screen: a folded drawer's items have no size or sit outside the window. */
function shownRect(selector: string): DOMRect | null {
  const rect = selector ? (document.querySelector(selector)?.getBoundingClientRect() ?? null) : null;
  if (!rect || rect.width === 0 || rect.height === 0 || rect.right <= 0 || rect.left >= window.innerWidth) return null;
  return rect;
}

/**
 * Where the card goes: beside the step's target, 20 px off it, kept inside the window. Below 768 px the navigation
 * is folded into the menu, so the card points at the menu button instead of at nothing.
 */
function placeFor(target: string, position: string, offset: number, card: { width: number; height: number }): Place {
  let rect = shownRect(target);
  let inMenu = false;
  // A step with no item (a member's Manage Users) is shown in the middle, pointing at nothing.
  if (!rect && target) {
    rect = shownRect('[data-tour="menu"]');
    inMenu = rect !== null;
    position = 'bottom';
  }
  if (!rect) {
    return { top: Math.max(16, (window.innerHeight - card.height) / 2), left: Math.max(16, (window.innerWidth - card.width) / 2), highlight: null, inMenu };
  }
  // The asked side first; where the window is too narrow for it (a phone with the drawer open) the card would cover
  // the very item it explains, so it moves below or above the item instead.
  const sides = [position, 'bottom', 'top'];
  let spot = { top: 0, left: 0 };
  let side = position;
  for (const next of sides) {
    side = next;
    spot = cardSpot(rect, side, offset, card);
    if (!overlaps(rect, spot, card)) break;
  }
  if (side === 'left' || side === 'right') spot = { ...spot, top: clearOfControls(rect, spot, card) };
  return { ...spot, highlight: rect, inMenu };
}

/** What a person uses on the page: links, buttons and form fields in the main content. */
const CONTROLS = 'main a[href], main button, main input, main select, main textarea, main [role="button"], main [tabindex]:not([tabindex="-1"])';

/**
 * Beside its item, the card may sit anywhere from level with the item's top to level with its bottom. Of those
 * heights it takes the one covering the fewest of the page's links and fields (a checklist's way to the space
 * profile, a form's first questions), the nearest to level with the item's top among equals.
 */
function clearOfControls(rect: DOMRect, spot: { top: number; left: number }, card: { width: number; height: number }): number {
  const lowest = Math.max(16, rect.bottom - card.height);
  const highest = Math.min(rect.top, window.innerHeight - card.height - 16);
  if (highest <= lowest) return spot.top;
  const controls = [...document.querySelectorAll(CONTROLS)]
    .map((element) => element.getBoundingClientRect())
    .filter((r) => r.width > 0 && r.height > 0 && r.left < spot.left + card.width && r.right > spot.left);
  const covered = (top: number) => controls.filter((r) => r.top < top + card.height && r.bottom > top).length;
  // The heights worth trying: level with the item, each end of the range, and just clear of each control.
  const tops = [spot.top, lowest, highest, ...controls.flatMap((r) => [r.bottom + 8, r.top - card.height - 8])]
    .filter((top) => top >= lowest && top <= highest)
    .sort((a, b) => covered(a) - covered(b) || Math.abs(a - spot.top) - Math.abs(b - spot.top));
  return tops[0] ?? spot.top;
}

function cardSpot(rect: DOMRect, position: string, offset: number, card: { width: number; height: number }): { top: number; left: number } {
  let top = rect.top;
  let left = rect.right + offset;
  if (position === 'left') left = rect.left - offset - card.width;
  if (position === 'bottom') [top, left] = [rect.bottom + offset, rect.left];
  if (position === 'top') [top, left] = [rect.top - offset - card.height, rect.left];
  top = Math.min(Math.max(16, top), window.innerHeight - card.height - 16);
  left = Math.min(Math.max(16, left), window.innerWidth - card.width - 16);
  return { top, left };
}

function overlaps(rect: DOMRect, spot: { top: number; left: number }, card: { width: number; height: number }): boolean {
  return spot.left < rect.right && spot.left + card.width > rect.left && spot.top < rect.bottom && spot.top + card.height > rect.top;
}

/**
 * The guided tour's step card (spec 2.3): title, text, Previous and Next ('Got it!' on the last
 * step), placed 20 px from the item it explains. Not modal: the page stays usable.
 */
export const TourOverlay = observer(function TourOverlay() {
  const tour = useViewModel('tour');
  const sidebar = useViewModel('sidebar');
  const step = tour.step;
  const drawerOpen = sidebar.drawerOpen;
  const cardRef = useRef<HTMLDivElement>(null);
  const [place, setPlace] = useState<Place | null>(null);

  useLayoutEffect(() => {
    if (!step) return;
    const update = () => {
      const card = cardRef.current?.getBoundingClientRect();
      setPlace(placeFor(step.target, step.position, tour.offsetPx, { width: card?.width ?? 320, height: card?.height ?? 180 }));
    };
    update();
    // Placing reads every control's box: a burst of scroll or resize events places the card once, at the next frame.
    let frame = 0;
    const later = () => {
      if (!frame) frame = window.requestAnimationFrame(() => ((frame = 0), update()));
    };
    // An opening or closing drawer slides: place the card again once it is where it stops (when its transition ends,
    // however long a busy device takes; the timer covers a device that skips transitions).
    const settled = window.setTimeout(later, 350);
    window.addEventListener('resize', later);
    document.addEventListener('transitionend', later);
    // The page's cards load after it shows, and the page scrolls: what the card keeps clear of moves, so it is placed again.
    window.addEventListener('scroll', later, { capture: true, passive: true });
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(later);
    document.querySelectorAll('main, main > *').forEach((element) => resized?.observe(element));
    return () => {
      window.clearTimeout(settled);
      window.cancelAnimationFrame(frame);
      window.removeEventListener('resize', later);
      window.removeEventListener('scroll', later, { capture: true });
      document.removeEventListener('transitionend', later);
      resized?.disconnect();
    };
  }, [step, tour.offsetPx, drawerOpen]);

  // The card takes the focus at each step, and again when the drawer it points into opens.
  useEffect(() => {
    if (step) cardRef.current?.focus();
  }, [step, drawerOpen]);

  if (!step) return null;
  return (
    <>
      {place?.highlight && (
        <div
          className="tour-highlight"
          aria-hidden="true"
          style={{ top: place.highlight.top - 4, left: place.highlight.left - 4, width: place.highlight.width + 8, height: place.highlight.height + 8 }}
        />
      )}
      <Card
        ref={cardRef}
        className="tour-card"
        elevation={3}
        role="dialog"
        aria-labelledby="tour-title"
        aria-describedby="tour-text"
        tabIndex={-1}
        data-offset={tour.offsetPx}
        style={{ top: place?.top ?? 0, left: place?.left ?? 0, visibility: place ? 'visible' : 'hidden' }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') tour.skip();
        }}
      >
        <p className="tour-card__step bp6-text-muted">{ShellText.tourStep(tour.stepNumber, tour.stepCount)}</p>
        <H2 id="tour-title" className="tour-card__title">{step.title}</H2>
        <p id="tour-text">{step.description}</p>
        {place?.inMenu && <p className="bp6-text-muted">{ShellText.tourInMenu}</p>}
        <div className="tour-card__actions">
          <Button variant="minimal" text={tour.skipLabel} onClick={tour.skip} />
          <ButtonGroup>
            {tour.canGoBack && <Button text={tour.previousLabel} onClick={tour.previous} />}
            <Button intent="primary" text={tour.primaryLabel} onClick={tour.next} />
          </ButtonGroup>
        </div>
      </Card>
    </>
  );
});

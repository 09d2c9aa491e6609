import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, ButtonGroup, Card, H2 } from '@blueprintjs/core';
import { useViewModel } from '../view-model-context.tsx';
import { WebText } from '../text.ts';

interface Place {
  top: number;
  left: number;
  highlight: DOMRect | null;
  /** The step's item is in the folded navigation: the card points at the menu button that opens it. */
  inMenu: boolean;
}

/** Whether an element is on screen: a folded drawer's items have no size or sit outside the window. */
function shownRect(selector: string): DOMRect | null {
  const rect = document.querySelector(selector)?.getBoundingClientRect() ?? null;
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
  if (!rect) {
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
  for (const side of sides) {
    spot = cardSpot(rect, side, offset, card);
    if (!overlaps(rect, spot, card)) break;
  }
  return { ...spot, highlight: rect, inMenu };
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
    // An opening or closing drawer slides: place the card again once it is where it stops (when its transition ends,
    // however long a busy device takes; the timer covers a device that skips transitions).
    const settled = window.setTimeout(update, 350);
    window.addEventListener('resize', update);
    document.addEventListener('transitionend', update);
    return () => {
      window.clearTimeout(settled);
      window.removeEventListener('resize', update);
      document.removeEventListener('transitionend', update);
    };
  }, [step, tour.offsetPx, drawerOpen]);

  useEffect(() => {
    if (step) cardRef.current?.focus();
  }, [step]);

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
        <p className="tour-card__step bp6-text-muted">{WebText.tourStep(tour.stepNumber, tour.stepCount)}</p>
        <H2 id="tour-title" className="tour-card__title">{step.title}</H2>
        <p id="tour-text">{step.description}</p>
        {place?.inMenu && <p className="bp6-text-muted">{WebText.tourInMenu}</p>}
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

import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, ButtonGroup, Card, H2 } from '@blueprintjs/core';
import { useViewModel } from '../view-model-context.tsx';
import { WebText } from '../text.ts';

interface Place {
  top: number;
  left: number;
  highlight: DOMRect | null;
}

/** Where the card goes: beside the step's target, 20 px off it, kept inside the window. */
function placeFor(target: string, position: string, offset: number, card: { width: number; height: number }): Place {
  const element = document.querySelector(target);
  const rect = element?.getBoundingClientRect() ?? null;
  if (!rect || rect.width === 0) {
    return { top: Math.max(16, (window.innerHeight - card.height) / 2), left: Math.max(16, (window.innerWidth - card.width) / 2), highlight: null };
  }
  let top = rect.top;
  let left = rect.right + offset;
  if (position === 'left') left = rect.left - offset - card.width;
  if (position === 'bottom') [top, left] = [rect.bottom + offset, rect.left];
  if (position === 'top') [top, left] = [rect.top - offset - card.height, rect.left];
  top = Math.min(Math.max(16, top), window.innerHeight - card.height - 16);
  left = Math.min(Math.max(16, left), window.innerWidth - card.width - 16);
  return { top, left, highlight: rect };
}

/**
 * The guided tour's step card (spec 2.3): title, text, Previous and Next ('Got it!' on the last
 * step), placed 20 px from the item it explains. Not modal: the page stays usable.
 */
export const TourOverlay = observer(function TourOverlay() {
  const tour = useViewModel('tour');
  const step = tour.step;
  const cardRef = useRef<HTMLDivElement>(null);
  const [place, setPlace] = useState<Place | null>(null);

  useLayoutEffect(() => {
    if (!step) return;
    const update = () => {
      const card = cardRef.current?.getBoundingClientRect();
      setPlace(placeFor(step.target, step.position, tour.offsetPx, { width: card?.width ?? 320, height: card?.height ?? 180 }));
    };
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [step, tour.offsetPx]);

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

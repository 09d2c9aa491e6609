import { useEffect, useState, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Button } from '@blueprintjs/core';
import { CarouselState } from './carousel.view-model.ts';
import { WebText } from '../text.ts';

const browserTimer = {
  setInterval: (callback: () => void, ms: number) => window.setInterval(callback, ms),
  clearInterval: (handle: unknown) => window.clearInterval(handle as number),
};

/**
 * A generic carousel (spec 2.3, decisions D15): previous/next arrows, slide indicators, optional
 * autoplay (5000 ms unless told), and keys: arrows, Home, End, Space or Escape toggle autoplay.
 */
export const Carousel = observer(function Carousel(props: {
  label: string;
  slides: { key: string; content: ReactNode }[];
  autoplay?: boolean;
  intervalMs?: number;
}) {
  const [state] = useState(() => new CarouselState(props.slides.length, browserTimer, { autoplay: props.autoplay, intervalMs: props.intervalMs }));
  useEffect(() => state.setCount(props.slides.length), [state, props.slides.length]);
  useEffect(() => () => state.dispose(), [state]);
  const total = props.slides.length;
  return (
    <section
      className="carousel"
      aria-roledescription="carousel"
      aria-label={props.label}
      tabIndex={0}
      onKeyDown={(event) => {
        if (event.target !== event.currentTarget && event.key === ' ') return; // a focused button handles its own Space
        if (state.handleKey(event.key)) {
          event.preventDefault();
          event.stopPropagation();
        }
      }}
    >
      <div className="carousel__viewport" aria-live={state.playing ? 'off' : 'polite'}>
        {props.slides.map((slide, index) => (
          <div
            key={slide.key}
            className="carousel__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={WebText.carouselSlide(index + 1, total)}
            hidden={index !== state.index}
          >
            {slide.content}
          </div>
        ))}
      </div>
      <div className="carousel__controls">
        <Button variant="minimal" icon="chevron-left" aria-label={WebText.carouselPrevious} onClick={state.previous} />
        <div className="carousel__indicators">
          {props.slides.map((slide, index) => (
            <button
              key={slide.key}
              type="button"
              className={`carousel__indicator${index === state.index ? ' carousel__indicator--active' : ''}`}
              aria-label={WebText.carouselSlide(index + 1, total)}
              aria-current={index === state.index ? 'true' : undefined}
              onClick={() => state.goTo(index)}
            />
          ))}
        </div>
        <Button variant="minimal" icon="chevron-right" aria-label={WebText.carouselNext} onClick={state.next} />
        <Button
          variant="minimal"
          icon={state.playing ? 'pause' : 'play'}
          aria-label={state.playing ? WebText.carouselPause : WebText.carouselPlay}
          aria-pressed={state.playing}
          onClick={state.toggleAutoplay}
        />
      </div>
    </section>
  );
});

import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState, type FocusEvent } from 'react';
import { Link } from 'react-router';
import type { CarouselSlide } from '../lib/ritual-catalogue';
import { ChevronButton } from '../../../components/button/chevron-button';
import '../../../components/button/round-button.css';
import './banner-carousel.css';

/** Autoplay period and transition of the banner (spec part 1 §2). */
export const CAROUSEL_AUTOPLAY_MS = 3000;
export const CAROUSEL_TRANSITION_MS = 500;
/** Desktop images from this width (spec part 1 §2). */
export const CAROUSEL_DESKTOP_MIN_WIDTH = 768;

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}

function SlideImage({ slide }: { slide: CarouselSlide }) {
  return (
    <picture>
      <source media={`(min-width: ${CAROUSEL_DESKTOP_MIN_WIDTH}px)`} srcSet={slide.image} />
      <img className="sn-carousel__image" src={slide.mobileImage} alt={slide.name} decoding="async" />
    </picture>
  );
}

function SlideContent({ slide }: { slide: CarouselSlide }) {
  const { link } = slide;
  if (!link) return <SlideImage slide={slide} />;
  if (link.kind === 'internal') {
    return (
      <Link to={link.href} className="sn-carousel__link">
        <SlideImage slide={slide} />
      </Link>
    );
  }
  return (
    <a href={link.href} className="sn-carousel__link" target="_blank" rel="noopener noreferrer">
      <SlideImage slide={slide} />
      <span className="visually-hidden">
        {' '}
        <Trans>(opens in a new tab)</Trans>
      </span>
    </a>
  );
}

/**
 * The banner carousel (spec part 1 §2): autoplay every 3 s with a 500 ms cross-fade, wrapping
 * around. Built on the WAI-ARIA carousel pattern: a pause/play control, previous/next buttons and
 * slide pickers; rotation pauses while the pointer or focus is inside, and does not start at all
 * for visitors who prefer reduced motion. Hidden slides are inert.
 */
export function BannerCarousel({ slides }: { slides: CarouselSlide[] }) {
  const { t } = useLingui();
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const slidesId = useId();
  const count = slides.length;
  const current = count > 0 ? index % count : 0;
  const rotating = playing && !hovered && !focused && count > 1;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), CAROUSEL_AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [rotating, count]);

  if (count === 0) return null;

  const go = (next: number) => setIndex(((next % count) + count) % count);
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <section
      className="sn-carousel"
      aria-roledescription="carousel"
      aria-label={t`Featured rituals`}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      style={{ ['--sn-carousel-transition' as string]: `${CAROUSEL_TRANSITION_MS}ms` }}
      data-testid="banner-carousel"
    >
      <div id={slidesId} className="sn-carousel__slides" aria-live={rotating ? 'off' : 'polite'}>
        {slides.map((slide, i) => {
          const position = i + 1;
          return (
            <div
              key={slide.id}
              className={`sn-carousel__slide${i === current ? ' sn-carousel__slide--active' : ''}`}
              role="group"
              aria-roledescription="slide"
              aria-label={t({
                comment: 'A slide of the banner carousel: its number and how many',
                message: `${position} of ${count}`,
              })}
              inert={i !== current}
            >
              <SlideContent slide={slide} />
            </div>
          );
        })}
      </div>
      {count > 1 && (
        <div className="sn-carousel__controls">
          <button
            type="button"
            className="sn-round-button sn-carousel__button"
            aria-label={playing ? t`Pause the banner` : t`Play the banner`}
            onClick={() => setPlaying((p) => !p)}
          >
            {playing ? (
              <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
                <path d="M7 5h3v14H7zM14 5h3v14h-3z" fill="currentColor" />
              </svg>
            ) : (
              <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
                <path d="M8 5l11 7-11 7z" fill="currentColor" />
              </svg>
            )}
          </button>
          <ChevronButton
            direction="previous"
            className="sn-carousel__button"
            label={t`Previous slide`}
            aria-controls={slidesId}
            onClick={() => go(current - 1)}
          />
          <div className="sn-carousel__dots" role="group" aria-label={t`Choose a slide`}>
            {slides.map((slide, i) => {
              const position = i + 1;
              const slideName = slide.name;
              return (
                <button
                  key={slide.id}
                  type="button"
                  className="sn-carousel__dot"
                  aria-label={t`Slide ${position}: ${slideName}`}
                  aria-current={i === current ? 'true' : undefined}
                  aria-controls={slidesId}
                  onClick={() => go(i)}
                />
              );
            })}
          </div>
          <ChevronButton
            direction="next"
            className="sn-carousel__button"
            label={t`Next slide`}
            aria-controls={slidesId}
            onClick={() => go(current + 1)}
          />
        </div>
      )}
    </section>
  );
}

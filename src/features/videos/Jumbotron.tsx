// The jumbotron of the video station and of home (spec part 1 §2, part 2 §7.8
// video/jumbotron/config and homepage): the videos of the moment as large slides, turning by
// themselves (not for guests who ask for reduced motion), by the arrows and by the dots.

import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { getHomeJumbotron, getJumbotron } from '../../api/videos.ts';
import type { JumbotronSlide } from '../../contract/restCalls.ts';
import { JUMBOTRON_SLIDE_INTERVAL_MS } from '../../contract/videoLists.ts';
import { Icon } from '../../ui/Icon.tsx';
import { useLoaded } from '../actors/store.ts';
import '../../ui/listState.css';
import './jumbotron.css';

export type JumbotronPlace = 'station' | 'home';

const loaders: Record<JumbotronPlace, () => Promise<{ slides: JumbotronSlide[]; intervalMs: number }>> = {
  station: () => getJumbotron().then((answer) => answer.config),
  home: () => getHomeJumbotron().then((answer) => ({ slides: answer.slides, intervalMs: JUMBOTRON_SLIDE_INTERVAL_MS })),
};

export function Jumbotron({ place = 'station' }: { place?: JumbotronPlace }) {
  const { t } = useLingui();
  const loaded = useLoaded(`jumbotron:${place}`, loaders[place]);
  const [index, setIndex] = useState(0);
  const config = loaded.status === 'ok' ? loaded.data : null;
  useEffect(() => {
    if (!config || config.slides.length < 2 || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const timer = setInterval(() => setIndex((n) => (n + 1) % config.slides.length), config.intervalMs);
    return () => clearInterval(timer);
  }, [config]);
  // While the slides load, their place is kept (16:9 and the controls' row), so nothing below moves.
  if (loaded.status === 'loading') {
    return (
      <section className="jumbotron" data-place={place} aria-hidden="true">
        <span className="jumbotron-slide jumbotron-slide--loading skeleton" />
        <div className="jumbotron-controls" />
      </section>
    );
  }
  if (!config || config.slides.length === 0) return null;
  const slide = config.slides[index % config.slides.length]!;
  return (
    <section className="jumbotron" data-testid="jumbotron" data-place={place} aria-roledescription="carousel">
      <Link href={slide.link} className="jumbotron-slide" data-testid="jumbotron-slide" data-album-id={slide.id}>
        <img
          src={slide.picture.src}
          srcSet={slide.picture.srcSet}
          sizes="(max-width: 720px) 100vw, 720px"
          alt=""
          width={slide.picture.width}
          height={slide.picture.height}
        />
        <span className="jumbotron-title">{slide.title}</span>
      </Link>
      {config.slides.length > 1 ? (
        <div className="jumbotron-controls">
          <button
            type="button"
            className="jumbotron-step"
            aria-label={t`Previous slide`}
            data-testid="jumbotron-previous"
            onClick={() => setIndex((n) => (n + config.slides.length - 1) % config.slides.length)}
          >
            <Icon name="chevronLeft" />
          </button>
          <div className="jumbotron-dots">
            {config.slides.map((item, n) => (
              <button
                key={item.id}
                type="button"
                aria-label={t`Slide ${n + 1}`}
                aria-current={n === index % config.slides.length}
                onClick={() => setIndex(n)}
              />
            ))}
          </div>
          <button
            type="button"
            className="jumbotron-step"
            aria-label={t`Next slide`}
            data-testid="jumbotron-next"
            onClick={() => setIndex((n) => (n + 1) % config.slides.length)}
          >
            <Icon name="chevronRight" />
          </button>
        </div>
      ) : null}
    </section>
  );
}

/** Home's copy, its own chunk: loaded once the video station block comes near the screen. */
export default function HomeJumbotron() {
  return <Jumbotron place="home" />;
}

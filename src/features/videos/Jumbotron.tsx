// The video station's jumbotron (spec part 2 §7.8): the videos of the moment as large slides,
// turning by themselves (not for guests who ask for reduced motion) and by the dots.
import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { getJumbotron } from '../../api/videos.ts';
import { useLoaded } from '../actors/store.ts';

export function Jumbotron() {
  const { t } = useLingui();
  const loaded = useLoaded('jumbotron', getJumbotron);
  const [index, setIndex] = useState(0);
  const config = loaded.status === 'ok' ? loaded.data.config : null;
  useEffect(() => {
    if (!config || config.slides.length < 2 || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const timer = setInterval(() => setIndex((n) => (n + 1) % config.slides.length), config.intervalMs);
    return () => clearInterval(timer);
  }, [config]);
  if (!config || config.slides.length === 0) return null;
  const slide = config.slides[index % config.slides.length]!;
  return (
    <section className="jumbotron" data-testid="jumbotron" aria-roledescription="carousel">
      <Link href={slide.link} className="jumbotron-slide" data-testid="jumbotron-slide" data-album-id={slide.id}>
        <img src={slide.picture.src} srcSet={slide.picture.srcSet} sizes="(max-width: 720px) 100vw, 720px" alt="" width={slide.picture.width} height={slide.picture.height} />
        <span className="jumbotron-title">{slide.title}</span>
      </Link>
      <div className="jumbotron-dots">
        {config.slides.map((item, n) => (
          <button key={item.id} type="button" aria-label={t`Slide ${n + 1}`} aria-current={n === index % config.slides.length} onClick={() => setIndex(n)} />
        ))}
      </div>
    </section>
  );
}

import type { SeoContent as Seo } from '../../contract/entities.ts';

/** SEO text of the profile or of a tag group, as plain text (never injected as HTML). */
export function SeoContent({ seo }: { seo: Seo | null }) {
  if (!seo || (!seo.title && !seo.text)) return null;
  return (
    <section className="actor-section actor-seo" data-testid="actor-seo">
      {seo.title ? <h2>{seo.title}</h2> : null}
      {seo.text
        .split(/\n{2,}/)
        .filter((paragraph) => paragraph.trim() !== '')
        .map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
    </section>
  );
}

import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { RouteLink } from '../../app/RouteLink.tsx';
import type { RouteId } from '../../app/routes.ts';

/** One block of the home timeline: heading, "see all" link and a horizontally scrolling row. */
export function HomeBlock(props: { id: string; title: ReactNode; more?: RouteId; children: ReactNode; grid?: boolean; testId?: string }) {
  return (
    <section className="home-block" data-testid={props.testId ?? `home-block-${props.id}`} aria-labelledby={`home-${props.id}`}>
      <header className="home-block-head">
        <h2 id={`home-${props.id}`}>{props.title}</h2>
        {props.more ? (
          <RouteLink to={props.more} className="home-block-more">
            <Trans>See all</Trans>
          </RouteLink>
        ) : null}
      </header>
      {props.grid ? (
        <div className="tile-grid">{props.children}</div>
      ) : (
        // a row that scrolls sideways is reachable by keyboard (WCAG 2.1.1), also when its tiles are not links
        <div className="tile-row" role="group" tabIndex={0} aria-labelledby={`home-${props.id}`}>
          {props.children}
        </div>
      )}
    </section>
  );
}

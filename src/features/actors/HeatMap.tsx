import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { getHeatMap } from '../../api/actors.ts';
import { heatLevel, onlineHourRanges } from './actorProfileRules.ts';
import { useLoaded } from './store.ts';
import '../../ui/listState.css';

const WEEKDAYS: MessageDescriptor[] = [msg`Mon`, msg`Tue`, msg`Wed`, msg`Thu`, msg`Fri`, msg`Sat`, msg`Sun`];
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const EMPTY_WEEK: number[][] = WEEKDAYS.map(() => HOURS.map(() => 0));

/** When the actor is usually online: a weekday x hour grid, the usual hours and her memo. */
export function HeatMap({ actorId }: { actorId: number }) {
  const { t, i18n } = useLingui();
  const loaded = useLoaded(`heatmap:${actorId}`, () => getHeatMap(actorId));
  if (loaded.status === 'error' || (loaded.status === 'ok' && !loaded.data)) return null; // optional block
  // While loading, the grid is drawn empty (its size does not depend on the data), so nothing moves.
  const data = loaded.status === 'ok' ? loaded.data : null;
  const heatMap = data?.heatMap ?? EMPTY_WEEK;
  const ranges = data ? onlineHourRanges(Array.isArray(data.hoursToBeOnline) ? data.hoursToBeOnline : []).join(', ') : '';
  const memo = data?.memo;
  return (
    <section className="actor-section" data-testid="actor-heat-map" aria-labelledby="actor-heatmap-title">
      <h2 id="actor-heatmap-title">
        <Trans>When I am online</Trans>
      </h2>
      {ranges ? (
        <p>
          <Trans>Usually online: {ranges} o'clock</Trans>
        </p>
      ) : data ? null : (
        <p className="skeleton-line" aria-hidden="true" />
      )}
      {/* fits a 390 px phone (every sixth hour labelled); narrower, it scrolls, reachable by keyboard */}
      <div className="heat-map-scroll" role="region" aria-label={t`Online hours by weekday`} tabIndex={0}>
        <table className="heat-map">
          <thead>
            <tr>
              <td />
              {HOURS.map((hour) => (
                <th key={hour} scope="col" className={hour % 6 === 0 ? undefined : 'heat-map__hour--minor'}>
                  <span>{hour}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {heatMap.slice(0, 7).map((row, day) => (
              <tr key={day}>
                <th scope="row">{i18n._(WEEKDAYS[day] ?? msg`Day`)}</th>
                {HOURS.map((hour) => {
                  const value = row[hour] ?? 0;
                  return (
                    <td key={hour} className={`heat-${heatLevel(value)}`} title={`${value}%`}>
                      <span className="visually-hidden">{value}%</span>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {memo ? <p className="actor-memo">{memo}</p> : null}
    </section>
  );
}

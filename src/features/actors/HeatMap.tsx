import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { getHeatMap } from '../../api/actors.ts';
import { heatLevel, onlineHourRanges } from './actorProfileRules.ts';
import { useLoaded } from './store.ts';

const WEEKDAYS: MessageDescriptor[] = [msg`Mon`, msg`Tue`, msg`Wed`, msg`Thu`, msg`Fri`, msg`Sat`, msg`Sun`];
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/** When the actor is usually online: a weekday x hour grid, the usual hours and her memo. */
export function HeatMap({ actorId }: { actorId: number }) {
  const { t, i18n } = useLingui();
  const loaded = useLoaded(`heatmap:${actorId}`, () => getHeatMap(actorId));
  if (loaded.status !== 'ok' || !loaded.data) return null; // optional block
  const { heatMap, hoursToBeOnline, memo } = loaded.data;
  const ranges = onlineHourRanges(Array.isArray(hoursToBeOnline) ? hoursToBeOnline : []).join(', ');
  return (
    <section className="actor-section" data-testid="actor-heat-map" aria-labelledby="actor-heatmap-title">
      <h2 id="actor-heatmap-title">
        <Trans>When I am online</Trans>
      </h2>
      {ranges ? (
        <p>
          <Trans>Usually online: {ranges} o'clock</Trans>
        </p>
      ) : null}
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
                  return <td key={hour} className={`heat-${heatLevel(value)}`} title={`${value}%`}><span className="visually-hidden">{value}%</span></td>;
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

import { memo } from 'react';
import type { City, CityClock } from '@/lib/tools/world-clock';

interface CityCardProps {
  city: City;
  /** null on the server and before the first tick (D19: times are filled in after mount). */
  clock: CityClock | null;
  /** True once the browser has read its clock: a null clock then means this browser lacks the zone. */
  ready: boolean;
}

/**
 * One city. Every line keeps its height whether it holds a time or a placeholder, so nothing moves when the
 * browser fills the times in.
 */
function CityCardView({ city, clock, ready }: CityCardProps) {
  return (
    <article className="card city-card">
      <h3 className="city-card__name">
        <span className="city-card__flag" aria-hidden="true">
          {city.flag}
        </span>
        <span>{city.name}</span>
      </h3>
      <p className="city-card__country">{city.country}</p>
      {clock ? (
        <>
          <p className="city-card__time">{clock.time}</p>
          <p className="city-card__date">{clock.date}</p>
          <p className="city-card__offset">
            {clock.offsetLabel && <span className="city-card__badge">{clock.offsetLabel}</span>}
            <span className="city-card__utc">{clock.utcLabel}</span>
          </p>
        </>
      ) : (
        <>
          {ready ? (
            <p className="city-card__time city-card__time--missing">Hora no disponible en este navegador</p>
          ) : (
            <p className="city-card__time clock-pending" aria-hidden="true">
              --:--:--
            </p>
          )}
          <p className="city-card__date" />
          <p className="city-card__offset" />
        </>
      )}
    </article>
  );
}

const sameClock = (a: CityClock | null, b: CityClock | null) =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.time === b.time &&
    a.date === b.date &&
    a.offsetLabel === b.offsetLabel &&
    a.utcLabel === b.utcLabel);

/**
 * Re-rendered only when what it shows changes: the local clock's first tick and the zones filling in one slice
 * at a time leave the other 40 cards alone.
 */
export const CityCard = memo(
  CityCardView,
  (before, after) => before.city === after.city && before.ready === after.ready && sameClock(before.clock, after.clock),
);

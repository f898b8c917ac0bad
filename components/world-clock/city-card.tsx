import { memo } from 'react';
import type { City } from '@/lib/content/cities';
import type { CityClock } from '@/lib/tools/world-clock';
import styles from './city-card.module.css';

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
    <article className={`card ${styles.cityCard}`}>
      <h3 className={styles.name}>
        <span className={styles.flag} aria-hidden="true">
          {city.flag}
        </span>
        <span>{city.name}</span>
      </h3>
      <p className={styles.country}>{city.country}</p>
      {clock ? (
        <>
          <p className={styles.time}>{clock.time}</p>
          <p className={styles.date}>{clock.date}</p>
          <p className={styles.offset}>
            {clock.offsetLabel && <span className={styles.badge}>{clock.offsetLabel}</span>}
            <span className={styles.utc}>{clock.utcLabel}</span>
          </p>
        </>
      ) : (
        <>
          {ready ? (
            <p className={`${styles.time} ${styles.missing}`}>Hora no disponible en este navegador</p>
          ) : (
            <p className={`${styles.time} ${styles.pending}`} aria-hidden="true">
              --:--:--
            </p>
          )}
          <p className={styles.date} />
          <p className={styles.offset} />
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

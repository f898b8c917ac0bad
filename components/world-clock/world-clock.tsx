'use client';
import { useEffect, useId, useMemo, useState } from 'react';
import type { City } from '@/lib/content/cities';
import { capitalise } from '@/lib/text';
import {
  ALL_REGIONS,
  REGION_FILTERS,
  cityClock,
  filterCities,
  formatClockTime,
  formatLongDate,
  formatUtcOffset,
  visitorTimeZone,
  zoneLongName,
  zoneOffsetMinutes,
  type RegionFilter,
} from '@/lib/tools/world-clock';
import { CityCard } from './city-card';
import { usePreparedZones } from './use-prepared-zones';
import styles from './world-clock.module.css';

interface Clock {
  /** The instant shown, in ms; null on the server and until the browser has mounted (D19: no mismatch). */
  now: number | null;
  /** The visitor's IANA zone, read in the browser. */
  zone: string | null;
}

/**
 * One clock for the whole page: a single setInterval, lined up with the start of each second, stopped while
 * the tab is hidden (nothing to see, battery to save) and restarted, on time, when it shows again.
 */
function useClock(): Clock {
  const [clock, setClock] = useState<Clock>({ now: null, zone: null });
  useEffect(() => {
    const zone = visitorTimeZone();
    let timeout: ReturnType<typeof setTimeout> | undefined;
    let interval: ReturnType<typeof setInterval> | undefined;
    const tick = () => setClock({ now: Date.now(), zone });
    const stop = () => {
      clearTimeout(timeout);
      clearInterval(interval);
      timeout = undefined;
      interval = undefined;
    };
    const start = () => {
      stop();
      tick();
      timeout = setTimeout(
        () => {
          tick();
          interval = setInterval(tick, 1000);
        },
        1000 - (Date.now() % 1000),
      );
    };
    const onVisibilityChange = () => (document.hidden ? stop() : start());
    if (document.hidden) tick();
    else start();
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, []);
  return clock;
}

/** D19: the visitor's local time, then the 41 cities, filtered by region and by a search. */
export function WorldClock({ cities }: { cities: readonly City[] }) {
  const localId = useId();
  const citiesId = useId();
  const searchId = useId();
  const { now, zone } = useClock();
  const [region, setRegion] = useState<RegionFilter>(ALL_REGIONS);
  const [query, setQuery] = useState('');
  const zones = useMemo(() => cities.map((city) => city.timeZone), [cities]);
  const preparedZones = usePreparedZones(zones);

  const ready = now !== null && zone !== null;
  // A card waits for its zone (slices of a few ms after mount); the local clock needs only its own.
  const zonePrepared = (city: City) => zones.indexOf(city.timeZone) < preparedZones;
  const localTime = ready ? formatClockTime(now, zone) : null;
  const localDate = ready ? formatLongDate(now, zone) : null;
  const localOffset = ready ? zoneOffsetMinutes(now, zone) : null;
  const localName = ready ? zoneLongName(now, zone) : null;

  const shown = filterCities(cities, region, query);
  const term = query.trim();

  return (
    <div>
      <section className={`converter ${styles.local}`} aria-labelledby={localId}>
        <h2 id={localId}>Tu hora local</h2>
        {/* Different keys: the time is a new element, not the centred placeholder's text moving (CLS 0). */}
        {localTime ? (
          <p key="time" className={styles.localTime}>
            {localTime}
          </p>
        ) : (
          <p key="pending" className={`${styles.localTime} ${styles.pending}`} aria-hidden="true">
            --:--:--
          </p>
        )}
        <p className={styles.localDate}>{localDate ?? ''}</p>
        <p className={styles.zone}>
          {ready && (
            <>
              {localName && (
                <>
                  {capitalise(localName)}
                  <br />
                </>
              )}
              <strong>{zone}</strong>
              {localOffset !== null && ` · ${formatUtcOffset(localOffset)}`}
            </>
          )}
        </p>
      </section>

      <section aria-labelledby={citiesId}>
        <h2 id={citiesId}>La hora en {cities.length} ciudades</h2>
        <div className={styles.controls}>
          <div className={styles.regions} role="group" aria-label="Filtrar por región">
            {REGION_FILTERS.map((option) => (
              <button
                key={option}
                type="button"
                className="button--small"
                aria-pressed={option === region}
                onClick={() => setRegion(option)}
              >
                {option}
              </button>
            ))}
          </div>
          <div className="field">
            <label htmlFor={searchId}>Buscar ciudad</label>
            <input
              id={searchId}
              type="search"
              placeholder="Ciudad o país"
              autoComplete="off"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
            />
          </div>
        </div>
        <p className="visually-hidden" aria-live="polite">
          {shown.length === 1 ? '1 ciudad' : `${shown.length} ciudades`}
        </p>
        {shown.length === 0 ? (
          <p className={styles.empty}>
            {term
              ? `No hay ciudades que coincidan con "${term}"${region === ALL_REGIONS ? '' : ` en ${region}`}`
              : 'No hay ciudades en esta región'}
          </p>
        ) : (
          <ul className={`card-grid ${styles.grid}`} aria-label="Ciudades">
            {shown.map((city) => {
              const cardReady = ready && zonePrepared(city);
              return (
                <li key={city.id}>
                  <CityCard
                    city={city}
                    clock={cardReady ? cityClock(now, city.timeZone, zone) : null}
                    ready={cardReady}
                  />
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </div>
  );
}

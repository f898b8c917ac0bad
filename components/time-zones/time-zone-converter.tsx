'use client';
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { ResultBox } from '@/components/converter/result-box';
import { SwapIcon } from '@/components/ui/icons';
import swapButton from '@/components/ui/swap-button.module.css';
import { usePreparedZones } from '@/components/world-clock/use-prepared-zones';
import { useAddressState } from '@/hooks/use-address-state';
import type { City } from '@/lib/content/cities';
import { carriesQuery, readQuery, writeQuery } from '@/lib/query-string';
import {
  DEFAULT_TARGET,
  TIME_ZONE_QUERY_KEYS,
  convertTime,
  formatDate,
  formatTime,
  parseDate,
  parseTime,
  placeFor,
  placeForZone,
  timeLabel,
  zoneTime,
  type Place,
} from '@/lib/tools/time-zones';
import { formatUtcOffset, visitorTimeZone } from '@/lib/tools/world-clock';
import styles from './time-zone-converter.module.css';

/**
 * Text and ids only. Until the visitor edits a field, '' means "the default": now, the visitor's zone, Madrid;
 * after that an empty field stays empty (a time being typed is '' until it is whole).
 */
interface ZoneState {
  date: string;
  time: string;
  from: string;
  to: string;
  edited: boolean;
}

const EMPTY: ZoneState = { date: '', time: '', from: '', to: '', edited: false };

const hasState = (search: string) => carriesQuery(search, TIME_ZONE_QUERY_KEYS);

const writeState = (state: ZoneState) =>
  writeQuery(TIME_ZONE_QUERY_KEYS, {
    time: state.time || undefined,
    date: state.date || undefined,
    from: state.from || undefined,
    to: state.to || undefined,
  });

/** The moment and zone the page opens on, read after mount (D19: the server renders no time). */
function useArrival(): { instant: number; zone: string } | null {
  const [arrival, setArrival] = useState<{ instant: number; zone: string } | null>(null);
  useEffect(() => {
    // The clock and the zone exist only in the browser: read once, after hydration, so the HTML matches.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- see above
    setArrival({ instant: Date.now(), zone: visitorTimeZone() });
  }, []);
  return arrival;
}

const byName = (a: City, b: City) => a.name.localeCompare(b.name, 'es');

/**
 * D30: a time in one city shown in another, and in every city of the list, summer time and day included. A pair page
 * (D26) opens it on its two places (`preset`); the address and the visitor's edits work as on the converter's page.
 */
export function TimeZoneConverter({
  cities,
  preset,
}: {
  cities: readonly City[];
  preset?: { from: string; to: string };
}) {
  const id = useId();
  const arrival = useArrival();
  const read = useCallback(
    (search: string, fallback: ZoneState): ZoneState => {
      const { time, date, from, to } = readQuery(search, TIME_ZONE_QUERY_KEYS);
      return {
        time: time !== null && parseTime(time) !== null ? formatTime(parseTime(time) as number) : fallback.time,
        date: date !== null && parseDate(date) !== null ? date.trim() : fallback.date,
        from: from !== null && placeFor(from, cities) ? from : fallback.from,
        to: to !== null && placeFor(to, cities) ? to : fallback.to,
        edited: false,
      };
    },
    [cities],
  );
  const [state, update] = useAddressState(
    preset ? { ...EMPTY, from: preset.from, to: preset.to } : EMPTY,
    read,
    writeState,
    hasState,
  );

  const sorted = useMemo(() => [...cities].sort(byName), [cities]);
  const zones = useMemo(() => sorted.map((city) => city.timeZone), [sorted]);
  const prepared = usePreparedZones(zones);

  // What is shown: the state, or the defaults once the browser has said where and when the visitor is.
  const visitor = arrival ? placeForZone(arrival.zone, cities) : undefined;
  const from: Place | undefined = placeFor(state.from, cities) ?? visitor;
  const to: Place | undefined = placeFor(state.to || DEFAULT_TARGET, cities);
  const nowThere = arrival && from ? zoneTime(arrival.instant, from.timeZone) : null;
  const byDefault = (value: string, fallback: string) => (state.edited ? value : value || fallback);
  const shown: ZoneState = {
    date: byDefault(state.date, nowThere ? formatDate(nowThere.day) : ''),
    time: byDefault(state.time, nowThere ? formatTime(nowThere.minutes) : ''),
    from: from?.id ?? '',
    to: to?.id ?? '',
    edited: state.edited,
  };
  const conversion = from && to ? convertTime(shown.date, shown.time, from, to) : null;
  const day = parseDate(shown.date);

  // The first change fixes every default in the state, so the address says the whole question.
  const filled = (previous: ZoneState): ZoneState =>
    previous.edited
      ? previous
      : {
          date: previous.date || shown.date,
          time: previous.time || shown.time,
          from: previous.from || shown.from,
          to: previous.to || shown.to,
          edited: true,
        };
  const set = (field: keyof ZoneState, value: string) =>
    update((previous) => ({ ...filled(previous), [field]: value }));
  const swap = () => update((previous) => ({ ...filled(previous), from: shown.to, to: shown.from }));

  // The visitor's zone, where no city of the list is in it, is an option of its own.
  const extra = from && !cities.some((city) => city.id === from.id) ? from : undefined;
  const options = (
    <>
      {extra && <option value={extra.id}>{extra.label}</option>}
      {sorted.map((city) => (
        <option key={city.id} value={city.id}>
          {city.name} ({city.country})
        </option>
      ))}
    </>
  );

  return (
    <div>
      <div className="converter">
        <div className={styles.controls}>
          <div className="field">
            <label htmlFor={`${id}-date`}>Fecha</label>
            <input
              id={`${id}-date`}
              type="date"
              value={shown.date}
              onChange={(event) => set('date', event.target.value)}
            />
          </div>
          <div className="field">
            <label htmlFor={`${id}-time`}>Hora</label>
            <input
              id={`${id}-time`}
              type="time"
              value={shown.time}
              onChange={(event) => set('time', event.target.value)}
            />
          </div>
          <div className="field">
            <label htmlFor={`${id}-from`}>De</label>
            <select id={`${id}-from`} value={shown.from} onChange={(event) => set('from', event.target.value)}>
              {!shown.from && <option value="">Tu zona horaria</option>}
              {options}
            </select>
          </div>
          <button
            type="button"
            className={swapButton.swap}
            title="Invertir ciudades"
            aria-label="Invertir ciudades"
            disabled={!shown.from || !shown.to}
            onClick={swap}
          >
            <SwapIcon />
          </button>
          <div className="field">
            <label htmlFor={`${id}-to`}>A</label>
            <select id={`${id}-to`} value={shown.to} onChange={(event) => set('to', event.target.value)}>
              {options}
            </select>
          </div>
        </div>
        <ResultBox
          line={conversion?.line ?? ''}
          copyText={conversion ? formatTime(conversion.to.minutes) : ''}
          note={conversion?.note}
        />
      </div>
      <section className={styles.cities} aria-labelledby={`${id}-cities`}>
        <table className={styles.table}>
          <caption id={`${id}-cities`}>
            {from && conversion
              ? `Ese momento en cada ciudad (${shown.time} en ${from.label})`
              : 'Ese momento en cada ciudad'}
          </caption>
          <thead>
            <tr>
              <th scope="col">Ciudad</th>
              <th scope="col">Hora</th>
              <th scope="col">UTC</th>
            </tr>
          </thead>
          <tbody>
            {sorted.map((city, index) => {
              const there =
                conversion && day !== null && index < prepared ? zoneTime(conversion.instant, city.timeZone) : null;
              return (
                <tr key={city.id} className={city.id === shown.to ? styles.picked : undefined}>
                  <th scope="row">
                    <span aria-hidden="true">{city.flag}</span> {city.name}, {city.country}
                  </th>
                  <td>{there && day !== null ? timeLabel(there, day) : ''}</td>
                  <td>{there ? formatUtcOffset(there.offset) : ''}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
    </div>
  );
}

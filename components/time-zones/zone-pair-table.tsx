'use client';
import { useEffect, useState } from 'react';
import type { City } from '@/lib/content/cities';
import { convertTime, dayLabel, formatDate, formatTime, timeLabel, zoneTime } from '@/lib/tools/time-zones';
import { formatUtcOffset } from '@/lib/tools/world-clock';
import styles from './time-zone-converter.module.css';

/** Every hour of the day, on the hour: 00:00 … 23:00. */
const HOURS = Array.from({ length: 24 }, (_, hour) => formatTime(hour * 60));

/** Today's date in a zone, as 'YYYY-MM-DD', read after mount (D19: the server renders no date). */
function useToday(timeZone: string): string | null {
  const [today, setToday] = useState<string | null>(null);
  useEffect(() => {
    const now = zoneTime(Date.now(), timeZone);
    // The clock exists only in the browser: read once, after hydration, so the HTML matches.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- see above
    setToday(now ? formatDate(now.day) : null);
  }, [timeZone]);
  return today;
}

/**
 * D26, D30: a pair page's table, each hour of today in the first place and the time it is then in the second, with
 * summer time and the day it moves to. The server sends the hours; the browser fills in the answers for its today.
 */
export function ZonePairTable({ from, to }: { from: City; to: City }) {
  const today = useToday(from.timeZone);
  const source = { id: from.id, label: from.name, timeZone: from.timeZone };
  const target = { id: to.id, label: to.name, timeZone: to.timeZone };
  const rows = HOURS.map((hour) => ({ hour, conversion: today ? convertTime(today, hour, source, target) : null }));
  const day = today ? Date.parse(`${today}T00:00:00Z`) : null;
  return (
    <table className={styles.table}>
      <caption>
        Cada hora de {from.name}, en {to.name}
        {day !== null && `: hoy, ${dayLabel(day)}`}
      </caption>
      <thead>
        <tr>
          <th scope="col">{from.name}</th>
          <th scope="col">{to.name}</th>
          <th scope="col">UTC en {to.name}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({ hour, conversion }) => (
          <tr key={hour}>
            <th scope="row">
              {hour}
              {conversion?.kind === 'gap'
                ? ' (hoy no existe: el reloj salta esa hora)'
                : conversion?.from.summer
                  ? ' (horario de verano)'
                  : ''}
            </th>
            <td>{conversion && day !== null ? timeLabel(conversion.to, day) : ''}</td>
            <td>{conversion ? formatUtcOffset(conversion.to.offset) : ''}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

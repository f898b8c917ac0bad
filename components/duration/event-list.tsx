import type { DateEvent } from '@/lib/content/duration';
import { formatDateEs, parseDate } from '@/lib/tools/duration';
import styles from './event-list.module.css';

interface EventListProps {
  events: readonly DateEvent[];
  selectedId: string | null;
  onChoose: (event: DateEvent) => void;
}

/** Toggle-like buttons: the chosen event stays pressed (aria-pressed) while the dates are its own. */
export function EventList({ events, selectedId, onChoose }: EventListProps) {
  return (
    <ul className={styles.events}>
      {events.map((event) => {
        const parsed = parseDate(event.date);
        return (
          <li key={event.id}>
            <button
              type="button"
              className={styles.event}
              aria-pressed={event.id === selectedId}
              onClick={() => onChoose(event)}
            >
              <span className={styles.title}>{event.title}</span>
              <span className={styles.date}>{parsed.ok ? formatDateEs(parsed.value) : ''}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

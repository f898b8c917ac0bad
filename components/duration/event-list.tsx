import type { DateEvent } from '@/lib/content/duration';
import { formatDateEs, parseDate } from '@/lib/tools/duration';

interface EventListProps {
  events: readonly DateEvent[];
  selectedId: string | null;
  onChoose: (event: DateEvent) => void;
}

/** Toggle-like buttons: the chosen event stays pressed (aria-pressed) while the dates are its own. */
export function EventList({ events, selectedId, onChoose }: EventListProps) {
  return (
    <ul className="duration__events">
      {events.map((event) => {
        const parsed = parseDate(event.date);
        return (
          <li key={event.id}>
            <button
              type="button"
              className="duration__event"
              aria-pressed={event.id === selectedId}
              onClick={() => onChoose(event)}
            >
              <span className="duration__event-title">{event.title}</span>
              <span className="duration__event-date">{parsed.ok ? formatDateEs(parsed.value) : ''}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

'use client';
import { useId, type MouseEvent } from 'react';
import { NUMERIC } from '@/components/ui/numeric';
import { useRecents, useFavourites } from '@/hooks/use-stored-list';
import { clearFavourites, unstarPage } from '@/lib/preferences/favourites';
import { clearRecents, forgetRecent } from '@/lib/preferences/recents';
import styles from './saved-lists.module.css';

interface SavedListsProps {
  /** h2 on the home page, h3 inside the search dialog, whose title is the h2. */
  headingLevel?: 2 | 3;
  /** How many recent conversions to show (all that are kept, 20, unless given). */
  recentLimit?: number;
}

/**
 * D31: the visitor's favourite converters and recent conversions, each a link that opens the same page and result,
 * each removable, each list emptied by 'Borrar todo'. Kept in this browser only, so the server renders nothing and
 * neither does an empty list: the page's static HTML never depends on them (D2).
 */
export function SavedLists({ headingLevel = 2, recentLimit }: SavedListsProps) {
  const id = useId();
  const favourites = useFavourites();
  const recents = useRecents();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  if (favourites.length === 0 && recents.length === 0) return null;
  const shownRecents = recentLimit === undefined ? recents : recents.slice(0, recentLimit);

  return (
    <div className={headingLevel === 2 ? styles.saved : `${styles.saved} ${styles.compact}`}>
      {favourites.length > 0 && (
        <section className={styles.list} aria-labelledby={`${id}-fav`}>
          <div className={styles.head}>
            <Heading id={`${id}-fav`}>Tus convertidores favoritos</Heading>
            <ClearButton id={`${id}-fav-clear`} about={`${id}-fav`} onClear={clearFavourites} />
          </div>
          <ul>
            {favourites.map((favourite, index) => (
              <li key={favourite.path}>
                <a id={`${id}-fav-${index}`} href={favourite.path}>
                  {favourite.label}
                </a>
                <RemoveButton
                  id={`${id}-fav-${index}-remove`}
                  about={`${id}-fav-${index}`}
                  onRemove={() => unstarPage(favourite.path)}
                />
              </li>
            ))}
          </ul>
        </section>
      )}
      {recents.length > 0 && (
        <section className={styles.list} aria-labelledby={`${id}-rec`}>
          <div className={styles.head}>
            <Heading id={`${id}-rec`}>Tus conversiones recientes</Heading>
            <ClearButton id={`${id}-rec-clear`} about={`${id}-rec`} onClear={clearRecents} />
          </div>
          <ul>
            {shownRecents.map((recent, index) => (
              <li key={`${recent.href} ${recent.line} ${recent.detail ?? ''}`}>
                <a id={`${id}-rec-${index}`} href={recent.href}>
                  <span {...NUMERIC}>{recent.line}</span>
                  {recent.detail && <span className={styles.detail}> ({recent.detail})</span>}
                </a>
                <RemoveButton
                  id={`${id}-rec-${index}-remove`}
                  about={`${id}-rec-${index}`}
                  onRemove={() => forgetRecent(recent)}
                />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

/** Inside the search dialog, its box: where the focus goes when the list it was in is gone. */
const dialogField = (element: HTMLElement) =>
  element.closest('dialog')?.querySelector<HTMLElement>('[data-autofocus]') ?? undefined;

/**
 * 'Quitar', named with what it removes ('Quitar 2.5 m → 8.202 ft', 'Quitar Longitud') by its own word and the link's
 * text, so the name reads the numbers as the page shows them. The focus moves to the next item's button (or the one
 * before; in the dialog, to its box once the list is gone), so the keyboard does not fall back to the top of the page.
 */
function RemoveButton({ id, about, onRemove }: { id: string; about: string; onRemove: () => void }) {
  const remove = (event: MouseEvent<HTMLButtonElement>) => {
    const item = event.currentTarget.closest('li');
    const neighbour = (item?.nextElementSibling ?? item?.previousElementSibling)?.querySelector('button');
    const fallback = dialogField(event.currentTarget);
    onRemove();
    (neighbour ?? fallback)?.focus();
  };
  return (
    <button type="button" id={id} className="link-button" aria-labelledby={`${id} ${about}`} onClick={remove}>
      Quitar
    </button>
  );
}

/** 'Borrar todo', named with its list's heading ('Borrar todo Tus conversiones recientes'). */
function ClearButton({ id, about, onClear }: { id: string; about: string; onClear: () => void }) {
  const clear = (event: MouseEvent<HTMLButtonElement>) => {
    const fallback = dialogField(event.currentTarget);
    onClear();
    fallback?.focus();
  };
  return (
    <button type="button" id={id} className="link-button" aria-labelledby={`${id} ${about}`} onClick={clear}>
      Borrar todo
    </button>
  );
}

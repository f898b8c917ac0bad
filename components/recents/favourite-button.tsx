'use client';
import { StarIcon } from '@/components/ui/icons';
import { useFavourites } from '@/hooks/use-stored-list';
import { isFavourite, starPage, unstarPage } from '@/lib/preferences/favourites';
import styles from './saved-lists.module.css';

/**
 * D31: the star of a converter page. The static HTML and the first render show it off (the server knows no
 * favourites); once hydrated it shows what this browser keeps. It sits on a line of its own, so the change of its
 * words never moves anything else. Its words say what a click does ('Añadir…', 'Quitar…'), so it carries no
 * aria-pressed too: a screen reader would otherwise announce a changing name and a pressed state for one fact.
 */
export function FavouriteButton({ path, label }: { path: string; label: string }) {
  const starred = isFavourite(useFavourites(), path);
  return (
    <p className={styles.star}>
      <button
        type="button"
        className="button--small"
        onClick={() => (starred ? unstarPage(path) : starPage({ path, label }))}
      >
        <StarIcon filled={starred} />
        {starred ? 'Quitar de favoritos' : 'Añadir a favoritos'}
      </button>
    </p>
  );
}

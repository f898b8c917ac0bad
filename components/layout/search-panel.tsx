'use client';
import { lazy, Suspense, useState } from 'react';
import { SearchIcon } from '@/components/ui/icons';
import { ModalPanel } from '@/components/ui/modal-panel';

// Issue 25: the dialog's contents load when it first opens, not with every page (the layout's chunk is shared by all).
// React's own lazy, not next/dynamic: they are only ever rendered in the browser after a click, so next/dynamic's
// server-rendering machinery (~1.2 KB gzip) would have been in every page's shared chunk for nothing.
const QuickBox = lazy(() => import('@/components/quick/quick-box').then((module) => ({ default: module.QuickBox })));
const SavedLists = lazy(() =>
  import('@/components/recents/saved-lists').then((module) => ({ default: module.SavedLists })),
);

/** The dialog shows the latest few conversions, so the box below them stays in view; the home page shows them all. */
const DIALOG_RECENTS = 5;

/**
 * The header's Buscar (D27): the quick conversion box in a modal panel, on every page. The box's parser and units
 * load when it is first focused, so a page whose visitor never opens it pays nothing for them. It is a link to the
 * finder (issue 20): without JavaScript, or opened in a new tab, it still leads somewhere to search.
 */
export function SearchPanel() {
  // Mounted on first open, so the box's autofocus lands when the dialog shows.
  const [opened, setOpened] = useState(false);
  return (
    <ModalPanel
      icon={<SearchIcon />}
      label="Buscar"
      href="/buscar-convertidor"
      title="Buscar o convertir"
      onOpen={() => setOpened(true)}
    >
      {/* D31: the visitor's favourites and latest conversions first, one click from the same result. */}
      {opened && (
        <Suspense fallback={null}>
          <SavedLists headingLevel={3} recentLimit={DIALOG_RECENTS} />
          <QuickBox autoFocus />
        </Suspense>
      )}
      <p>
        <a href="/buscar-convertidor">Ver todos los convertidores y calculadoras</a>
      </p>
    </ModalPanel>
  );
}

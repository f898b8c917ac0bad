'use client';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { SearchIcon } from '@/components/ui/icons';
import { ModalPanel } from '@/components/ui/modal-panel';

// Issue 25: the dialog's contents load when it first opens, not with every page (the layout's chunk is shared by all).
const QuickBox = dynamic(() => import('@/components/quick/quick-box').then((module) => module.QuickBox), {
  ssr: false,
});
const SavedLists = dynamic(() => import('@/components/recents/saved-lists').then((module) => module.SavedLists), {
  ssr: false,
});

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
      {opened && <SavedLists headingLevel={3} recentLimit={DIALOG_RECENTS} />}
      {opened && <QuickBox autoFocus />}
      <p>
        <a href="/buscar-convertidor">Ver todos los convertidores y calculadoras</a>
      </p>
    </ModalPanel>
  );
}

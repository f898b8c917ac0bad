'use client';
import { lazy, Suspense, useState } from 'react';
import { ShareIcon } from '@/components/ui/icons';
import { ModalPanel } from '@/components/ui/modal-panel';

// Issue 25: the networks and the copy button load when the panel first opens, not with every page.
const ShareChoices = lazy(() => import('./share-choices').then((module) => ({ default: module.ShareChoices })));

/** The Share button and its panel (D4). */
export function SharePanel() {
  // How many times the panel has opened: each opening mounts the choices anew, on the address of that moment.
  const [openings, setOpenings] = useState(0);
  return (
    <ModalPanel
      icon={<ShareIcon />}
      label="Compartir"
      title="Compartir esta página"
      onOpen={() => setOpenings((count) => count + 1)}
    >
      {openings > 0 && (
        <Suspense fallback={null}>
          <ShareChoices key={openings} />
        </Suspense>
      )}
    </ModalPanel>
  );
}

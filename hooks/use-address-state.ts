'use client';
import { useEffect, useRef, useState } from 'react';

/**
 * State mirrored in the query string with history.replaceState (D9). The page renders the defaults (static,
 * D2), then, after mount, adopts the state the address carries. The address is written only once the visitor
 * changes something or arrived with a state, so a plain visit keeps its clean canonical address.
 */
export function useAddressState<S>(
  initial: S,
  read: (search: string, fallback: S) => S,
  write: (state: S) => string,
  carriesState: (search: string) => boolean,
): [S, (update: (previous: S) => S) => void] {
  const [state, setState] = useState(initial);
  const mirror = useRef(false);
  const arrived = useRef(false);
  const mounted = useRef(false);

  // Never on mount: the address is then either the arrival's, which the effect below reads and writes, or clean.
  // A change made before the first render's effects ran (a tool that hydrates on first use replays the visitor's
  // typing then: components/ui/replay-first-use.ts) sets `mirror`; writing the first state here would put it in
  // the address, and the effect below would adopt it as an arrival, over the change.
  useEffect(() => {
    if (!mounted.current) {
      mounted.current = true;
      return;
    }
    if (mirror.current) replaceQuery(write(state));
  }, [state, write]);

  useEffect(() => {
    // Once per page load: React's development double effects must not read back what was just written.
    if (arrived.current) return;
    arrived.current = true;
    const { search } = window.location;
    if (!carriesState(search)) return;
    mirror.current = true;
    // At mount the state is still `initial`. Writing the state read back at once also drops what was ignored
    // (unknown keys or values) even when the state itself does not change.
    const arrivedState = read(search, initial);
    // The address exists only in the browser, after the static HTML has hydrated (D2): this is the one moment to
    // adopt it, and the single extra render it costs is the point.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- see above
    setState(arrivedState);
    replaceQuery(write(arrivedState));
    // Once per page load by design: the callbacks and the initial state are read at mount only.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  }, []);

  const update = (change: (previous: S) => S) => {
    mirror.current = true;
    setState(change);
  };
  return [state, update];
}

function replaceQuery(query: string): void {
  window.history.replaceState(null, '', `${window.location.pathname}${query}${window.location.hash}`);
}

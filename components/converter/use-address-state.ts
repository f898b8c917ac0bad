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

  useEffect(() => {
    const { search } = window.location;
    if (!carriesState(search)) return;
    mirror.current = true;
    setState((previous) => read(search, previous));
    // Read once, on arrival; later changes come from the visitor.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!mirror.current) return;
    const url = `${window.location.pathname}${write(state)}${window.location.hash}`;
    window.history.replaceState(null, '', url);
  }, [state, write]);

  const update = (change: (previous: S) => S) => {
    mirror.current = true;
    setState(change);
  };
  return [state, update];
}

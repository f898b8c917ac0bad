import { useEffect, useState } from 'react';
import { prepareZone } from '@/lib/tools/world-clock';

/** Work per slice: a slow phone runs ~4× slower than a laptop, and 4 × 8 ms stays under a 50 ms long task. */
const SLICE_MS = 8;

/**
 * Prepares the zones' formatters a slice at a time, yielding between slices so typing, scrolling and painting
 * are never held up. Returns how many zones, from the start of the list, are ready: the cards fill in as their
 * zones are prepared. Done once per page: the formatters are kept.
 */
export function usePreparedZones(zones: readonly string[]): number {
  const [prepared, setPrepared] = useState(0);
  useEffect(() => {
    let next = 0;
    let timer: ReturnType<typeof setTimeout>;
    const slice = () => {
      const deadline = performance.now() + SLICE_MS;
      // At least one zone per slice, so a clock that does not advance (tests' fake timers) still finishes.
      do {
        const zone = zones[next];
        if (zone !== undefined) prepareZone(zone);
        next += 1;
      } while (next < zones.length && performance.now() < deadline);
      setPrepared(Math.min(next, zones.length));
      if (next < zones.length) timer = setTimeout(slice, 0);
    };
    timer = setTimeout(slice, 0);
    return () => clearTimeout(timer);
  }, [zones]);
  return prepared;
}

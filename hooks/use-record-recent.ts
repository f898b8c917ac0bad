'use client';
import { useEffect } from 'react';
import { recordRecent, type RecentConversion } from '@/lib/preferences/recents';

/** How long a conversion stays unchanged before it counts as made: past the typing, not every keystroke (D31). */
export const SETTLE_MS = 1500;

/** Keeps `entry` among the recent conversions once it has stayed the same for SETTLE_MS; undefined keeps nothing. */
export function useRecordRecent(entry: RecentConversion | undefined): void {
  const href = entry?.href;
  const line = entry?.line;
  const detail = entry?.detail;
  useEffect(() => {
    if (href === undefined || line === undefined) return;
    const timer = setTimeout(() => recordRecent({ href, line, ...(detail && { detail }) }), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [href, line, detail]);
}

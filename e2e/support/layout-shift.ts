// Cumulative layout shift as a page measures it itself: every layout-shift entry not caused by a recent input,
// added up from before the first paint. The world clock, the decimal separator and the kept lists are checked with it.
import type { Page } from '@playwright/test';

/** Starts counting before the page's own scripts run; call it before visiting. */
export async function watchLayoutShift(page: Page) {
  await page.addInitScript(() => {
    const scope = window as Window & { __shift?: number };
    scope.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { hadRecentInput: boolean; value: number })[])
        if (!entry.hadRecentInput) scope.__shift = (scope.__shift ?? 0) + entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shift added up so far. */
export function layoutShift(page: Page): Promise<number> {
  return page.evaluate(() => (window as Window & { __shift?: number }).__shift ?? 0);
}

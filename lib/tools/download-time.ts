/**
 * D30: how long a download takes, size ÷ speed. The size is in a unit of the data page and the speed in a unit of
 * the transfer page; both families count in bits (their base units are the bit and the bit per second), so the time
 * in seconds is the size in bits over the speed in bits per second. Pure, shared by the calculator and its tests.
 */
import type { TextSection } from '@/lib/content/types';
import { toBaseValue } from '@/lib/units/engine';
import { formatNumber } from '@/lib/units/format';
import type { Family } from '@/lib/units/types';

/** What a page with a download-time calculator declares (its family module, D28). */
export interface DownloadTimeSpec {
  heading: string;
  /** The data units a size can be given in: the data page's family, read from its one declaration. */
  sizes: Family;
  /** The size units the select offers, in order (a subset of `sizes`). */
  sizeUnits: readonly string[];
  /** For a size unit, the unit that people also mean by its symbol: a binary GB and a decimal GB. */
  otherReading: Readonly<Record<string, string>>;
  defaults: { size: string; sizeUnit: string; speed: string; speedUnit: string };
  /** What the calculator explains under itself: which GB it uses, and why 100 Mb give about 12 MB/s. */
  sections: readonly TextSection[];
}

/** Seconds to move `size` of `sizeUnit` at `speed` of `speedUnit`; undefined where the inputs give no time. */
export function downloadSeconds(
  size: number,
  sizeUnit: string,
  sizes: Family,
  speed: number,
  speedUnit: string,
  speeds: Family,
): number | undefined {
  const bits = toBaseValue(size, sizeUnit, sizes);
  const bitsPerSecond = toBaseValue(speed, speedUnit, speeds);
  if (bits === undefined || bitsPerSecond === undefined || bits < 0 || !(bitsPerSecond > 0)) return undefined;
  const seconds = bits / bitsPerSecond;
  return Number.isFinite(seconds) ? seconds : undefined;
}

const PARTS = [
  ['d', 86400],
  ['h', 3600],
  ['min', 60],
  ['s', 1],
] as const;

/**
 * A duration as Spanish writes it with SI symbols (D23): '10 min 40 s', '1 h 5 min', '2 d 3 h'. Under a minute,
 * seconds with decimals ('0.64 s', '42.5 s'); from a minute up, whole seconds, the zero parts left out; from a day
 * up, no seconds.
 */
export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return '';
  if (seconds < 59.5) return `${formatNumber(seconds, seconds < 10 ? 2 : 1)} s`;
  let rest = Math.round(seconds);
  const written: string[] = [];
  for (const [symbol, size] of PARTS) {
    const count = Math.floor(rest / size);
    rest -= count * size;
    if (symbol === 's' && written[0]?.endsWith(' d')) break;
    if (count > 0) written.push(`${formatNumber(count, 0)} ${symbol}`);
  }
  return written.join(' ');
}

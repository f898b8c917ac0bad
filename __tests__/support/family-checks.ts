/**
 * Shared checks for a unit family test: expected values come from the test's own table, worked out from the
 * definitions by hand; these helpers only compare and walk the family.
 */
import { convert } from '@/lib/units/engine';
import type { Family } from '@/lib/units/types';

export type Case = readonly [value: number, from: string, to: string, expected: number];

export function convertOrThrow(value: number, from: string, to: string, family: Family): number {
  const result = convert(value, from, to, family);
  if (!result.ok) throw new Error(`${from} → ${to} did not convert: ${result.reason}`);
  return result.value;
}

/** Relative closeness, with an absolute floor for expected zeros. */
export function expectClose(actual: number, expected: number, relative = 1e-9): void {
  const tolerance = Math.max(Math.abs(expected) * relative, 1e-12);
  if (Math.abs(actual - expected) > tolerance) {
    throw new Error(`expected ${expected}, received ${actual} (tolerance ${tolerance})`);
  }
}

/** Every unit to every other unit and back returns the input (D5). */
export function describeRoundTrips(family: Family, samples: readonly number[] = [1, 37.5, -4.2, 0.001]): void {
  const keys = Object.keys(family.units);
  // One test per source unit, over every target: a catalogue of 30 units stays 30 tests, not 870 (D24).
  it.each(keys)('round trip %s → every other unit → back', (from) => {
    for (const to of keys.filter((key) => key !== from)) {
      for (const value of samples) {
        const there = convertOrThrow(value, from, to, family);
        expect({ to, value, finite: Number.isFinite(there) }).toEqual({ to, value, finite: true });
        expectClose(convertOrThrow(there, to, from, family), value);
      }
    }
  });
}

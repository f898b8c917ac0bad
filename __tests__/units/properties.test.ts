/**
 * Property tests (fast-check) over every family of the registry: for any finite input, a conversion is finite
 * or is refused with a reason (never NaN or Infinity); A → B → A returns the input within 1e-9 relative; linear
 * families are monotonic; the displayed text never reads 'NaN', 'Infinity', '-0' or a zero for a non-zero value.
 */
import fc from 'fast-check';
import { families } from '@/__tests__/support/families';
import { convert, formatValue } from '@/lib/units/engine';
import { evaluate } from '@/lib/units/evaluate';
import type { Family } from '@/lib/units/types';

// FC_RUNS=5000 npx jest properties explores further; CI keeps the default.
const RUNS = Number(process.env.FC_RUNS ?? 200);

/** Magnitudes a person types, from 1e-9 to 1e12, either sign. */
const typed = fc
  .tuple(fc.double({ min: 1, max: 10, noNaN: true }), fc.integer({ min: -9, max: 12 }), fc.boolean())
  .map(([mantissa, exponent, negative]) => (negative ? -1 : 1) * mantissa * 10 ** exponent);

const anyFinite = fc.double({ noNaN: true, noDefaultInfinity: true });

function pairOf(family: Family) {
  const keys = Object.keys(family.units);
  return fc.tuple(fc.constantFrom(...keys), fc.constantFrom(...keys)).filter(([from, to]) => from !== to);
}

const isReciprocal = (family: Family, key: string) => family.units[key]?.rule.kind === 'reciprocal';

describe.each(Object.entries(families))('%s', (_key, family) => {
  it('converts any finite input to a finite value or refuses with a reason', () => {
    fc.assert(
      fc.property(anyFinite, pairOf(family), (value, [from, to]) => {
        const result = convert(value, from, to, family);
        if (result.ok) return Number.isFinite(result.value);
        return ['no-equivalent', 'out-of-range'].includes(result.reason);
      }),
      { numRuns: RUNS },
    );
  });

  it('returns to the input after A → B → A (1e-9 relative)', () => {
    fc.assert(
      fc.property(typed, pairOf(family), (value, [from, to]) => {
        const there = convert(value, from, to, family);
        if (!there.ok) return true;
        const back = convert(there.value, to, from, family);
        if (!back.ok) return false;
        return Math.abs(back.value - value) <= 1e-9 * Math.max(Math.abs(value), 1e-300) + 1e-9 * offsetScale(family);
      }),
      { numRuns: RUNS },
    );
  });

  // Only linear families are monotonic by construction (a reciprocal rule reverses the order).
  const linear = Object.values(family.units).every((unit) => unit.rule.kind === 'linear');
  if (linear)
    it('is monotonic', () => {
      fc.assert(
        fc.property(typed, typed, pairOf(family), (a, b, [from, to]) => {
          const [low, high] = a < b ? [a, b] : [b, a];
          const x = convert(low, from, to, family);
          const y = convert(high, from, to, family);
          return x.ok && y.ok && x.value <= y.value;
        }),
        { numRuns: RUNS },
      );
    });

  it('never shows NaN, Infinity, -0, or a zero for a non-zero result', () => {
    fc.assert(
      fc.property(anyFinite, pairOf(family), (value, [from, to]) => {
        if (isReciprocal(family, from) && value === 0) return true;
        const result = convert(value, from, to, family);
        if (!result.ok) return true;
        const text = formatValue(result.value, to, family);
        if (/NaN|Infinity/.test(text) || /^-0(?:\.0*)?$/.test(text)) return false;
        if (result.value !== 0 && /^[-0.]+$/.test(text.replace(/[°′″]/g, ''))) return false;
        return true;
      }),
      { numRuns: RUNS },
    );
  });

  it('never puts NaN or Infinity on the screen for any typed text', () => {
    const keys = Object.keys(family.units);
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(...keys), fc.constantFrom('', ...keys), (valueText, from, to) => {
        const view = evaluate({ valueText, from, to: to === from ? '' : to }, family);
        const shown = [view.line, view.hint, view.note, ...view.equivalences.map((row) => row.text)].join(' ');
        return !/NaN|Infinity|undefined/.test(shown);
      }),
      { numRuns: RUNS },
    );
  });
});

/** Affine families (temperature, shoe last) lose absolute precision near their offset; allow for it. */
function offsetScale(family: Family): number {
  return Math.max(
    0,
    ...Object.values(family.units).map((unit) => (unit.rule.kind === 'affine' ? Math.abs(unit.rule.offset) : 0)),
  );
}

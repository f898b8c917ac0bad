/**
 * How numbers reach the screen (D8): rounded to the page's decimals, trailing zeros dropped, '.' as the decimal
 * separator and no grouping. A non-zero value that would round to zero, or one of magnitude ≥ 10¹⁵, is shown in
 * scientific form with 6 significant digits. 'NaN', 'Infinity' and '-0' never come out of here.
 */

const SCIENTIFIC_FROM = 1e15;
const SIGNIFICANT = 6;

/** '6.210000e-7' → '6.21e-7'; 'e+15' → 'e15'. */
function tidyExponential(text: string): string {
  const [mantissa = '', exponent = ''] = text.split('e');
  const trimmed = mantissa.includes('.') ? mantissa.replace(/0+$/, '').replace(/\.$/, '') : mantissa;
  return `${trimmed}e${exponent.replace('+', '')}`;
}

function dropTrailingZeros(text: string): string {
  return text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
}

function withoutNegativeZero(text: string): string {
  return /^-0(?:\.0*)?$/.test(text) ? text.slice(1) : text;
}

export function formatScientific(value: number, significant = SIGNIFICANT): string {
  return tidyExponential(value.toExponential(significant - 1));
}

/** Returns '' for a value that cannot be shown (not finite); callers show a hint instead. */
export function formatNumber(value: number, decimals: number): string {
  if (!Number.isFinite(value)) return '';
  if (value === 0) return '0';
  const magnitude = Math.abs(value);
  if (magnitude >= SCIENTIFIC_FROM) return formatScientific(value);
  const fixed = withoutNegativeZero(dropTrailingZeros(value.toFixed(decimals)));
  if (fixed === '0') return formatScientific(value);
  return fixed;
}

/** Radioactivity (spec 001 §9): always exponential with a fixed number of decimals, e.g. 2.702703e-11. */
export function formatExponential(value: number, decimals: number): string {
  if (!Number.isFinite(value)) return '';
  if (value === 0) return '0';
  return value.toExponential(decimals).replace('e+', 'e');
}

/** Degrees as d°m′s″ with the seconds to two decimals: 57.29578 → 57°17′44.81″. */
export function formatDms(degrees: number): string {
  if (!Number.isFinite(degrees)) return '';
  // Past 10¹⁰ degrees the hundredths of a second no longer fit a double exactly (and then overflow): D8's
  // scientific form says more than minutes and seconds could.
  if (Math.abs(degrees) >= 1e10) return `${formatScientific(degrees)}°`;
  const sign = degrees < 0 ? '-' : '';
  // Work in hundredths of a second so that rounding carries into minutes and degrees (59.999″ → 1′).
  const hundredths = Math.round(Math.abs(degrees) * 360000);
  if (hundredths === 0) return degrees === 0 ? '0°0′0″' : `${formatScientific(degrees)}°`; // D8: no false zero
  const d = Math.floor(hundredths / 360000);
  const m = Math.floor((hundredths % 360000) / 6000);
  const s = (hundredths % 6000) / 100;
  return `${sign}${d}°${m}′${dropTrailingZeros(s.toFixed(2))}″`;
}

/**
 * D24 on the page: a long select groups its units, and the equivalences show the brief's units first with the
 * added ones behind 'Ver todas las unidades (N)', closed on load and opened by keyboard.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Converter } from '@/components/converter/converter';
import { DEFAULT_WORDING } from '@/lib/content/wording';
import type { Family, Unit } from '@/lib/units/types';

const unit = (name: string, factor: number, more: Partial<Unit> = {}): Unit => ({
  name,
  singular: name.toLowerCase(),
  plural: name.toLowerCase(),
  symbol: name.toLowerCase(),
  rule: { kind: 'linear', factor },
  ...more,
});

/** Two brief units and ten added ones in three groups: long enough to be grouped. */
const family: Family = {
  key: 'prueba',
  base: 'a',
  decimals: 4,
  defaults: ['a', 'b'],
  units: {
    a: unit('A', 1, { group: 'metrico' }),
    b: unit('B', 2, { group: 'anglosajon' }),
    ...Object.fromEntries(
      Array.from({ length: 10 }, (_, i) => [
        `x${i}`,
        unit(`X${i}`, i + 3, { extra: true, group: i < 5 ? 'metrico' : i < 8 ? 'regional' : 'anglosajon' }),
      ]),
    ),
  },
};

beforeEach(() => window.history.replaceState(null, '', '/prueba'));

it('groups a select of 12 units under the page’s group names, in the order of their first unit', () => {
  render(<Converter family={family} wording={DEFAULT_WORDING} />);
  const from = screen.getByLabelText('De');
  const groups = [...from.querySelectorAll('optgroup')].map((group) => [
    group.label,
    [...group.querySelectorAll('option')].map((option) => option.value),
  ]);
  expect(groups).toEqual([
    ['Métrico', ['a', 'x0', 'x1', 'x2', 'x3', 'x4']],
    ['EE. UU. y R. U.', ['b', 'x8', 'x9']],
    ['Tradicional y regional', ['x5', 'x6', 'x7']],
  ]);
});

it('shows the brief units first and the 10 added ones only on request, by keyboard', async () => {
  const user = userEvent.setup();
  render(<Converter family={family} wording={DEFAULT_WORDING} />);
  const table = screen.getByRole('table');
  // From 'a': the other brief unit is visible; the added ones are in the table but hidden.
  expect(within(table).getAllByRole('row')).toHaveLength(2); // header + 'B'
  const toggle = screen.getByRole('button', { name: 'Ver todas las unidades (11)' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  toggle.focus();
  await user.keyboard('{Enter}');
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(within(table).getAllByRole('row')).toHaveLength(12);
  // 1 a = 1 base; in x9 (factor 12): 1/12 = 0.083333…, four significant digits below 1 (D8).
  expect(within(table).getByRole('row', { name: /X9/ })).toHaveTextContent('0.08333 x9');
  await user.keyboard(' ');
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

it('offers no toggle where a family has only its brief units', () => {
  const short: Family = { ...family, units: { a: family.units.a as Unit, b: family.units.b as Unit } };
  render(<Converter family={short} wording={DEFAULT_WORDING} />);
  expect(screen.queryByRole('button', { name: /Ver todas/ })).toBeNull();
  expect(screen.getByLabelText('De').querySelectorAll('optgroup')).toHaveLength(0);
});

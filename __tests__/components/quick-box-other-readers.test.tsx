/**
 * Issue 36: the quick box downloads the readers of the other questions (calculators, number bases, time zones) only
 * when a question the units do not settle stays as it is for a moment; a question about units typed at speed never
 * downloads them, though its halves ('5', '5 pi', '5 pies a') settle nothing on the way.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QuickBox } from '@/components/quick/quick-box';
import { familyByKey } from '@/lib/families';
import { quickFamily, quickNames } from '@/lib/quick/unit-index';

let otherReadersLoaded = 0;
jest.mock('@/lib/quick/other-questions', () => {
  otherReadersLoaded += 1;
  return jest.requireActual('@/lib/quick/other-questions');
});

function served(path: string): unknown {
  if (path === '/unidades.json') return quickNames();
  const family = /^\/unidades\/(.+)\.json$/.exec(path)?.[1];
  if (family) return quickFamily(familyByKey(family));
  throw new Error(`not served here: ${path}`);
}

beforeEach(() => {
  global.fetch = jest.fn(
    async (path: RequestInfo | URL) =>
      ({ ok: true, json: async () => JSON.parse(JSON.stringify(served(String(path)))) }) as unknown as Response,
  );
});

const answer = () => screen.findByRole('status', {}, { timeout: 5000 });

// In this order: the module registry keeps the readers once they are loaded.
it('answers a question about units typed at speed without the other readers', async () => {
  const user = userEvent.setup();
  render(<QuickBox />);
  await user.type(screen.getByRole('searchbox'), '5 pies a metros');
  // 5 × 0.3048 m = 1.524 m
  expect(await answer()).toHaveTextContent('5 ft → 1.524 m');
  expect(otherReadersLoaded).toBe(0);
});

it('loads them for a question of another kind, once it has stayed as typed', async () => {
  const user = userEvent.setup();
  render(<QuickBox />);
  await user.type(screen.getByRole('searchbox'), '125 en letras');
  expect(await answer()).toHaveTextContent('ciento veinticinco');
  expect(otherReadersLoaded).toBe(1);
});

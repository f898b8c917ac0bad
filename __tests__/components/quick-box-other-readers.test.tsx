/**
 * Issue 36: the quick box downloads the first names and its parser for a question about units, every name only
 * where those may answer otherwise, and the later readers (calculators, number bases, time zones, corrections) only
 * when a question the units do not settle stays as it is for a moment; a question about units typed at speed never
 * downloads them, though its halves ('5', '5 pi', '5 pies a') settle nothing on the way.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { servedPaths, servedUnits } from '@/__tests__/support/served-units';
import { QuickBox } from '@/components/quick/quick-box';

let laterReadersLoaded = 0;
jest.mock('@/lib/quick/later-readers', () => {
  laterReadersLoaded += 1;
  return jest.requireActual('@/lib/quick/later-readers');
});

function served(path: string): unknown {
  const units = servedUnits(path);
  if (units) return units;
  throw new Error(`not served here: ${path}`);
}

beforeEach(() => {
  servedPaths.length = 0;
  global.fetch = jest.fn(
    async (path: RequestInfo | URL) =>
      ({ ok: true, json: async () => JSON.parse(JSON.stringify(served(String(path)))) }) as unknown as Response,
  );
});

const answer = () => screen.findByRole('status', {}, { timeout: 5000 });

// In this order: the module registry keeps the readers once they are loaded, and `once` keeps each file.
it('answers a question about units typed at speed with the first names, without the later readers', async () => {
  const user = userEvent.setup();
  render(<QuickBox />);
  await user.type(screen.getByRole('searchbox'), '5 pies a metros');
  // 5 × 0.3048 m = 1.524 m
  expect(await answer()).toHaveTextContent('5 ft → 1.524 m');
  expect(laterReadersLoaded).toBe(0);
  expect(servedPaths).toEqual(['/unidades-primeras.json', '/unidades/longitud.json']);
});

it('loads every name for a unit of a later family, and still no later reader', async () => {
  const user = userEvent.setup();
  render(<QuickBox />);
  // 1 bar = 100 000 Pa = 100 kPa
  await user.type(screen.getByRole('searchbox'), '1 bar a kilopascales');
  expect(await answer()).toHaveTextContent('1 bar → 100 kPa');
  expect(laterReadersLoaded).toBe(0);
  // Its halves may fetch other families' engines on the way ('1 b': bytes); every name is fetched once.
  expect(servedPaths).toEqual(expect.arrayContaining(['/unidades.json', '/unidades/presion.json']));
  expect(servedPaths.filter((path) => path === '/unidades.json')).toHaveLength(1);
});

// Which chunk brings the cooking readers is the built site's to show (e2e/tests/quick.spec.ts).
it('weighs an ingredient once every name and the cooking engine are in', async () => {
  const user = userEvent.setup();
  render(<QuickBox />);
  // USDA SR Legacy 20081: 1 cup (US) of wheat flour = 125 g, so 2 cups = 250 g.
  await user.type(screen.getByRole('searchbox'), '2 tazas de harina a gramos');
  expect(await answer()).toHaveTextContent('2 tazas (EE. UU.) → 250 g');
  expect(servedPaths).toContain('/unidades/medidas-de-cocina.json');
});

it('loads the later readers for a question of another kind, once it has stayed as typed', async () => {
  const user = userEvent.setup();
  render(<QuickBox />);
  await user.type(screen.getByRole('searchbox'), '125 en letras');
  expect(await answer()).toHaveTextContent('ciento veinticinco');
  expect(laterReadersLoaded).toBe(1);
});

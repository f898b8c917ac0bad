/**
 * Issue 36 ('A tool hydrates on first use', docs/decisions.md): a tool that hydrates on first use. The browser path (server HTML kept, code requested on first use,
 * the focus and caret kept) is in e2e/tests/first-use.spec.ts; here, what can be checked in jsdom: the replay of what
 * a visitor did to the server HTML before hydration, and a mount with no server HTML, which renders the tool at once.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { OnFirstUse } from '@/components/ui/on-first-use';
import { pressedButton, replayFirstUse } from '@/components/ui/replay-first-use';

const UNITS = ['metros', 'pies', 'pulgadas'] as const;

/** A small controlled tool: a value, two selects (a new source clears the target, as D11), a checkbox, a button. */
function Tool({ changes }: { changes: string[] }) {
  const [value, setValue] = useState('1');
  const [from, setFrom] = useState('metros');
  const [to, setTo] = useState('pies');
  const [exact, setExact] = useState(false);
  const [swaps, setSwaps] = useState(0);
  return (
    <div>
      <input
        type="text"
        aria-label="Valor"
        value={value}
        onChange={(event) => {
          changes.push(`valor=${event.target.value}`);
          setValue(event.target.value);
        }}
      />
      <select
        aria-label="De"
        value={from}
        onChange={(event) => {
          changes.push(`de=${event.target.value}`);
          setFrom(event.target.value);
          setTo('');
        }}
      >
        {UNITS.map((unit) => (
          <option key={unit}>{unit}</option>
        ))}
      </select>
      <select
        aria-label="A"
        value={to}
        onChange={(event) => {
          changes.push(`a=${event.target.value}`);
          setTo(event.target.value);
        }}
      >
        <option value="">—</option>
        {UNITS.map((unit) => (
          <option key={unit}>{unit}</option>
        ))}
      </select>
      <input
        type="checkbox"
        aria-label="Exacto"
        checked={exact}
        onChange={(event) => {
          changes.push(`exacto=${event.target.checked}`);
          setExact(event.target.checked);
        }}
      />
      <button type="button" onClick={() => setSwaps((count) => count + 1)}>
        Invertir
      </button>
      <output>{`${value} ${from} → ${to} · ${exact ? 'exacto' : 'aprox.'} · ${swaps}`}</output>
    </div>
  );
}

/** The tool's server HTML in a container, as the browser has it before the code arrives. */
function serverHtml(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Tool changes={[]} />);
  document.body.append(container);
  return container;
}

function hydrate(container: HTMLElement, changes: string[]): Root {
  let root: Root | undefined;
  act(() => {
    root = hydrateRoot(container, <Tool changes={changes} />);
  });
  return root as Root;
}

const field = <T extends Element>(container: HTMLElement, selector: string) => container.querySelector(selector) as T;

describe('replayFirstUse: what the visitor did before hydration reaches React', () => {
  afterEach(() => document.body.replaceChildren());

  test('typed text, chosen units (source first, then target) and a ticked box become the state, in that order', () => {
    const container = serverHtml();
    // The visitor, on the plain HTML: types 2,5, chooses inches to metres, ticks the box.
    field<HTMLInputElement>(container, 'input[type="text"]').value = '2,5';
    const [from, to] = container.querySelectorAll('select');
    from!.value = 'pulgadas';
    to!.value = 'metros';
    field<HTMLInputElement>(container, 'input[type="checkbox"]').checked = true;
    const changes: string[] = [];
    const root = hydrate(container, changes);
    // Hydration keeps the DOM, but the state is still the server's.
    expect(field<HTMLOutputElement>(container, 'output').textContent).toBe('1 metros → pies · aprox. · 0');
    act(() => replayFirstUse(container, null));
    expect(changes).toEqual(['valor=2,5', 'de=pulgadas', 'a=metros', 'exacto=true']);
    expect(field<HTMLOutputElement>(container, 'output').textContent).toBe('2,5 pulgadas → metros · exacto · 0');
    expect(field<HTMLInputElement>(container, 'input[type="text"]').value).toBe('2,5');
    act(() => root.unmount());
  });

  test('a field the visitor left as the server wrote it is not touched', () => {
    const container = serverHtml();
    const changes: string[] = [];
    const root = hydrate(container, changes);
    act(() => replayFirstUse(container, null));
    expect(changes).toEqual([]);
    act(() => root.unmount());
  });

  test('a field the visitor set to the value it had is told too, as the browser would have', () => {
    const container = serverHtml();
    const [from] = container.querySelectorAll('select');
    const changes: string[] = [];
    const root = hydrate(container, changes);
    act(() => replayFirstUse(container, null, new Map([[from!, 'metros']])));
    // Chosen again, the source clears the target as any choice of it does (D11).
    expect(changes).toEqual(['de=metros']);
    expect(field<HTMLOutputElement>(container, 'output').textContent).toBe('1 metros →  · aprox. · 0');
    act(() => root.unmount());
  });

  test('the button pressed while the code loaded is pressed once, after the fields', async () => {
    const container = serverHtml();
    field<HTMLInputElement>(container, 'input[type="text"]').value = '7';
    const button = pressedButton(field<HTMLButtonElement>(container, 'button').firstChild as Node, container);
    expect(button).toBe(field(container, 'button'));
    const root = hydrate(container, []);
    act(() => replayFirstUse(container, button));
    // The press waits until the renders of the replayed changes are done.
    expect(field<HTMLOutputElement>(container, 'output').textContent).toBe('7 metros → pies · aprox. · 0');
    await waitFor(() =>
      expect(field<HTMLOutputElement>(container, 'output').textContent).toBe('7 metros → pies · aprox. · 1'),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(field<HTMLOutputElement>(container, 'output').textContent).toBe('7 metros → pies · aprox. · 1');
    act(() => root.unmount());
  });

  test('a press outside the tool, or on a disabled button, is not one to replay', () => {
    const container = serverHtml();
    const outside = document.createElement('button');
    document.body.append(outside);
    expect(pressedButton(outside, container)).toBeNull();
    field<HTMLButtonElement>(container, 'button').disabled = true;
    expect(pressedButton(field(container, 'button'), container)).toBeNull();
  });
});

describe('replayFirstUse: a textarea', () => {
  function Recipe({ changes }: { changes: string[] }) {
    const [text, setText] = useState('2 tazas de harina');
    return (
      <div>
        <textarea
          aria-label="Receta"
          value={text}
          onChange={(event) => {
            changes.push(event.target.value);
            setText(event.target.value);
          }}
        />
        <output>{text.length}</output>
      </div>
    );
  }

  test('hydration puts the server text back; the value the visitor left, recorded from its event, is told', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Recipe changes={[]} />);
    document.body.append(container);
    const textarea = field<HTMLTextAreaElement>(container, 'textarea');
    textarea.value = '1 cdita. de sal';
    const changes: string[] = [];
    let root: Root | undefined;
    act(() => {
      root = hydrateRoot(container, <Recipe changes={changes} />);
    });
    act(() => replayFirstUse(container, null, new Map([[textarea, '1 cdita. de sal']])));
    expect(changes).toEqual(['1 cdita. de sal']);
    expect(textarea.value).toBe('1 cdita. de sal');
    // 15 characters
    expect(field<HTMLOutputElement>(container, 'output').textContent).toBe('15');
    act(() => root!.unmount());
    container.remove();
  });
});

describe('OnFirstUse with no server HTML under it', () => {
  test('renders the tool at once (a mount after an error, or in a test)', async () => {
    const load = () => Promise.resolve(Tool);
    render(<OnFirstUse load={load} server={undefined} props={{ changes: [] }} />);
    expect(await screen.findByText('1 metros → pies · aprox. · 0')).toBeInTheDocument();
  });
});

/**
 * Issue 36 ('Server HTML the payload does not repeat', docs/decisions.md): in the browser the leaf renders nothing of
 * its own, and hydrating it over the server's HTML keeps that HTML, with no hydration error.
 */
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { ServerOnlyHtml } from '@/components/ui/server-only-html';
import { serverOnlyHtml } from '@/components/ui/server-only-parts';

test('hydration keeps the footer the server wrote', async () => {
  const container = document.createElement('div');
  container.innerHTML = `<footer class="pie">${serverOnlyHtml('footer')}</footer>`;
  document.body.append(container);
  const written = container.innerHTML;
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, <ServerOnlyHtml as="footer" className="pie" part="footer" />, {
      onRecoverableError: (error) => errors.push(error),
    });
  });
  expect(errors).toEqual([]);
  expect(container.innerHTML).toBe(written);
  expect(container.querySelector('footer h2')?.textContent).toBe('Conviértelo');
});

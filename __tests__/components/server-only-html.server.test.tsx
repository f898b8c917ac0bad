/**
 * @jest-environment node
 */
/**
 * Issue 36 ('Server HTML the payload does not repeat', docs/decisions.md): on the server, the leaf writes its part's
 * HTML from the part's name alone. Expected content is the site's own words and schema.org's vocabulary.
 */
import { renderToString } from 'react-dom/server';
import { ServerOnlyHtml } from '@/components/ui/server-only-html';
import { DECIMAL_BOOT_SCRIPT } from '@/lib/preferences/decimal-script';

test('the footer is written whole inside its own element', () => {
  const html = renderToString(<ServerOnlyHtml as="footer" className="pie" part="footer" />);
  expect(html).toMatch(/^<footer class="pie">/);
  expect(html).toContain('<h2>Convertidores</h2>');
  expect(html).toContain('href="/convertir-longitud"');
  expect(html).toContain('data-decimal-switch');
});

test("a route's JSON-LD is made from its address", () => {
  const html = renderToString(
    <ServerOnlyHtml as="script" type="application/ld+json" part="structured-data" path="/convertir-longitud" />,
  );
  const json = /^<script type="application\/ld\+json">(.*)<\/script>$/s.exec(html)?.[1];
  const data = JSON.parse(json ?? 'null') as { '@graph': { '@type': string; url?: string }[] };
  expect(data['@graph'].map((node) => node['@type'])).toContain('BreadcrumbList');
  expect(JSON.stringify(data)).toContain('/convertir-longitud');
});

test('an inline script is written as it is, unescaped', () => {
  expect(renderToString(<ServerOnlyHtml as="script" part="decimal-script" />)).toBe(
    `<script>${DECIMAL_BOOT_SCRIPT}</script>`,
  );
});

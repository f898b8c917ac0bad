import { SITE_NAME, SITE_ORIGIN } from '@/lib/site-config';

// D27: the OpenSearch description that lets a browser use the site as a search engine: a query opens the finder,
// which answers a conversion on load (?q=). Written at build time with the public origin (D1).
export const dynamic = 'force-static';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function GET() {
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/" xmlns:moz="http://www.mozilla.org/2006/browser/search/">
  <ShortName>${escapeXml(SITE_NAME)}</ShortName>
  <Description>Convertidores de unidades en español: escribe «5 pies a metros».</Description>
  <InputEncoding>UTF-8</InputEncoding>
  <Language>es</Language>
  <Image height="16" width="16" type="image/svg+xml">${escapeXml(SITE_ORIGIN)}/icon.svg</Image>
  <Url type="text/html" method="get" template="${escapeXml(SITE_ORIGIN)}/buscar-convertidor?q={searchTerms}"/>
  <moz:SearchForm>${escapeXml(SITE_ORIGIN)}/buscar-convertidor</moz:SearchForm>
</OpenSearchDescription>
`;
  return new Response(xml, { headers: { 'Content-Type': 'application/opensearchdescription+xml; charset=utf-8' } });
}

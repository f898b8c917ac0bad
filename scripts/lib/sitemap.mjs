// The pages a generated sitemap lists, as paths: the service worker's precache, the browser tests and
// `npm run perf` all take the site's pages from there (the one route list, through next-sitemap).
export function sitemapPathsOf(xml) {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
}

export async function fetchSitemapPaths(baseUrl) {
  return sitemapPathsOf(await (await fetch(`${baseUrl}/sitemap.xml`)).text());
}

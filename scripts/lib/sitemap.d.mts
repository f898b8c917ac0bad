export function sitemapPathsOf(xml: string): string[];
export function fetchSitemapPaths(baseUrl: string): Promise<string[]>;

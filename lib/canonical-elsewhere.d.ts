export declare function canonicalIsElsewhere(path: string, where: { appDir: string; siteUrl: string }): boolean;

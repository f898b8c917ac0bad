export declare const LOCAL_ORIGIN: 'http://localhost:3000';
export declare function publicOrigin(env?: Record<string, string | undefined>): string;
export declare function missingOriginWarning(env?: Record<string, string | undefined>): string;

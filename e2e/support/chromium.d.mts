/** Types of chromium.mjs, which the journeys' runner and the bench import as plain JavaScript. */
export declare const chromiumFlags: string[];
export declare function findChromium(): string | null;
export declare function findJourneyChromium(): string | null;
export declare const missingChromiumMessage: string;

export declare const SYSTEM_CHROMIUM: string;
export declare const CHROMIUM_INSTALL_HINT: string;
export declare function findChromium(): string | undefined;
export declare const CHROMIUM_ARGS: string[];

/** The built HTML with its entry script and module preloads handed to /first-paint.js, run after the first paint. */
export declare function paintBeforeScripts(html: string): string;

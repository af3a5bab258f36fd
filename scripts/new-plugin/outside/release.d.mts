/** Imports a released plugin leaves to the host (release.mjs). */
export declare const providedByHost: RegExp[];
/** Writes `<project>/release/<id>/` from the built packages; answers its folder. */
export declare function release(project: string): Promise<string>;

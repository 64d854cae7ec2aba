// The CLI ships no type declarations; these are the two functions the build and its tests call.
declare module "@foundryvtt/foundryvtt-cli" {
  interface PackOptions {
    yaml?: boolean;
    recursive?: boolean;
    log?: boolean;
    /** Called on every entry before it is written (lib/package.mjs `EntryTransformer`); returning false skips it. */
    transformEntry?: (entry: Record<string, unknown>) => unknown;
  }
  export function compilePack(src: string, dest: string, options?: PackOptions): Promise<void>;
  export function extractPack(src: string, dest: string, options?: PackOptions & { clean?: boolean }): Promise<void>;
}

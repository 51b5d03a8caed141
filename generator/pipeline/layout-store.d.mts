/** Declarations of layout-store.mjs (plain JavaScript so finishing threads store layouts without a loader). */
export interface LayoutStore {
  /** The finish cache's folder. */
  dir: string;
  /** The finish cache's salt (finishing code, formatter and tool versions). */
  salt: string;
}

export function layoutEntryPath(store: LayoutStore, path: string, skeleton: string): string;
export function layoutIndexPath(store: LayoutStore, path: string): string;
export function storeLayout(store: LayoutStore, path: string, skeleton: string, formatted: string): void;

/** Declarations of layout-skeleton.mjs (plain JavaScript so worker threads need no TypeScript loader). */

/** A source with its own-line doc comments replaced by markers, and each comment's lines. */
export interface Skeleton {
  text: string;
  comments: string[][];
}

/** The skeleton of a source, or undefined when it has no own-line doc comment or cannot be scanned for sure. */
export function skeletonOf(text: string): Skeleton | undefined;

/** The formatted skeleton with its comments put back, or undefined unless every marker is alone on its line once. */
export function fillSkeleton(formatted: string, comments: readonly (readonly string[])[]): string | undefined;

/** [start, end) of every block comment starting `/**`, or undefined when the text cannot be scanned for sure. */
export function docComments(text: string): [number, number][] | undefined;

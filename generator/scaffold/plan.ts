/**
 * A scaffold as a plan of file changes, applied all-or-nothing: every file is written beside its target and
 * renamed into place, each change is checked against what was read, and a failure (or a definition that then
 * does not generate) puts every file back as it was.
 */
import { existsSync, readFileSync, renameSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Leftover } from './leftovers.ts';

/** A file to create (`before` undefined) or to change from `before` to `after`. */
export interface FileChange {
  path: string;
  before?: string;
  after: string;
  /** For a created file: the file it is a copy of. */
  from?: string;
}

export interface Plan {
  changes: FileChange[];
  /** What the copies still say about the entity they were copied from (printed for the user to rewrite). */
  leftovers: Leftover[];
}

/** A refusal the user can act on: a message and a hint, no stack. */
export class ScaffoldError extends Error {
  constructor(
    message: string,
    readonly hint: string,
  ) {
    super(message);
  }
}

function writeAtomically(file: string, text: string): void {
  const tmp = path.join(path.dirname(file), `.${path.basename(file)}.scaffold-${process.pid}`);
  try {
    writeFileSync(tmp, text);
    renameSync(tmp, file);
  } catch (error) {
    rmSync(tmp, { force: true });
    throw error;
  }
}

/** Applies the plan; returns the function that undoes it. Nothing stays changed when applying fails. */
export function applyPlan(plan: Plan): () => void {
  const done: FileChange[] = [];
  const undo = () => {
    for (const change of [...done].reverse()) {
      if (change.before === undefined) unlinkSync(change.path);
      else writeAtomically(change.path, change.before);
    }
  };
  try {
    for (const change of plan.changes) {
      if (change.before === undefined) {
        if (existsSync(change.path)) throw new ScaffoldError(`${change.path} appeared while scaffolding`, 'Run the command again.');
      } else if (readFileSync(change.path, 'utf8') !== change.before) {
        throw new ScaffoldError(`${change.path} changed while scaffolding`, 'Run the command again.');
      }
      writeAtomically(change.path, change.after);
      done.push(change);
    }
  } catch (error) {
    undo();
    throw error;
  }
  return undo;
}

/**
 * Memory given back to the system after a burst of allocation (decision 027). V8 keeps the young generation at the
 * size a burst grew it to (32 MB with the server's flags) and the old space at twice what it last kept, until
 * something asks it to shrink; a quiet server then holds what its start-up or a payroll's calculation needed. One
 * collection of the kind that gives memory back (V8's "last resort", some tens of ms) after such a burst returns it.
 * Only the server's own process does it (`main.ts` turns it on): tests, whose heaps are large, run without.
 */
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';

let gc: NodeJS.GCFunction | undefined;

/** Turns it on: V8's own collector, reached as the `--expose-gc` flag would, so every way of starting has it. */
export function giveMemoryBackAfterBursts() {
  v8.setFlagsFromString('--expose-gc');
  gc = runInNewContext('gc') as NodeJS.GCFunction;
}

export function giveBackMemory() {
  gc?.({ type: 'major', execution: 'sync', flavor: 'last-resort' });
}

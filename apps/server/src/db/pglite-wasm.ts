import { setFlagsFromString } from 'node:v8';

let tuned = false;

/**
 * Tunes how V8 compiles PGlite's WebAssembly (PostgreSQL built to WASM), once per process, before the
 * first cluster opens. V8 runs each WASM function first as quickly made baseline code and recompiles
 * the functions that run a lot with its optimizing compiler, on background threads. PostgreSQL's
 * parser, planner and executor functions are large: optimizing them takes tens of megabytes of
 * compiler memory per function, and the memory the compiler threads freed stays in their malloc
 * arenas, counted in the process's resident memory for as long as it runs (about 40–60 MB of the
 * embedded server's). So:
 * - one compilation task instead of one per core: fewer threads optimizing at once, a lower peak;
 * - a ten times larger tiering budget: only the functions every query goes through (parsing,
 *   planning, executing, the buffer and lock managers) are worth optimizing, and they still reach it
 *   within the first few hundred queries; the rest, run a few times at start by migrations and
 *   seeds, stay on baseline code instead of each costing an optimizing compile.
 * A wallet-debit-and-insert transaction loop on PGlite runs no slower once warm. The flags touch only
 * WASM, and the embedded PostgreSQL is the process's only WASM module.
 */
export function tunePGliteCompilation(): void {
  if (tuned) return;
  tuned = true;
  setFlagsFromString('--wasm-num-compilation-tasks=1');
  setFlagsFromString('--wasm-tiering-budget=18000000');
}

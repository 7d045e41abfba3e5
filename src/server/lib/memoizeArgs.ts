const VALUE = Symbol('value');
type Node = Map<unknown, Node> & { [VALUE]?: unknown };

/**
 * `build` run once per distinct argument list; later calls with the same arguments (strings
 * and numbers by value, objects by identity) get the same result. For the SQL a request
 * builds from constant pieces: built once, and as the same string object every time V8
 * hashes it once for the prepared statement's name (db/postgresDb.ts) instead of on every
 * request (docs/PERFORMANCE.md). Meant for arguments from a small, fixed set: nothing is
 * forgotten, and past `limit` results new argument lists are built every time instead of
 * kept, so a caller that passes varying text cannot grow it without bound.
 */
export function memoizeArgs<Args extends readonly unknown[], T>(build: (...args: Args) => T, limit = 1000): (...args: Args) => T {
  const root: Node = new Map();
  let kept = 0;
  return (...args: Args): T => {
    let node: Node | undefined = root;
    for (const arg of args) {
      let next: Node | undefined = node.get(arg);
      if (!next) {
        if (kept >= limit) return build(...args);
        node.set(arg, (next = new Map()));
      }
      node = next;
    }
    if (!(VALUE in node)) {
      if (kept >= limit) return build(...args);
      node[VALUE] = build(...args);
      kept++;
    }
    return node[VALUE] as T;
  };
}

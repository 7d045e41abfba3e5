import SerializerSelector from '@fastify/fast-json-stringify-compiler';

/**
 * Schema compilers that compile a route's schema the first time a request needs it, not when
 * the app starts. Compiling every route's validators and serializers (~1 970 schemas of 280
 * routes) was ~1.5 s of CPU of a server's ~5.5 s start here, paid again by every restart after a
 * crash or a deploy while the registers wait (docs/PERFORMANCE.md, "Schemas compiled on a route's
 * first request"), and by every test app (a test file calls a few of the routes). The validation
 * is the same code, compiled from the same schema; only the moment moves, to ~1 ms a schema on a
 * route's first request.
 *
 * A schema that does not compile no longer stops the server before it listens. Each one is
 * compiled by a test instead: `compileEverySchema` compiles all that an app holds
 * (compileOnFirstUse.test.ts, over the whole route table).
 */

type Validate = ((data: unknown) => unknown) & { errors?: unknown };
type ValidatorCompiler = (route: never) => Validate;
type ValidatorFactory = (externalSchemas: unknown, options: never) => ValidatorCompiler;
type Serialize = (doc: unknown) => string;
type SerializerCompiler = (route: never) => Serialize;
type SerializerFactory = (externalSchemas: unknown, options: never) => SerializerCompiler;

/** The schemas of one app not compiled yet, each as the compile its first use would run. */
class PendingSchemas {
  private readonly compiles: Array<() => unknown> = [];

  /** `compile`, run at the first call of what this returns or by `compileAll`, once either way. */
  once<T extends object>(compile: () => T): () => T {
    let compiled: T | undefined;
    const compiledOnce = () => (compiled ??= compile());
    this.compiles.push(compiledOnce);
    return compiledOnce;
  }

  /** Compiles every schema the app holds (a later request uses what was compiled); how many. */
  compileAll(): number {
    for (const compile of this.compiles) compile();
    return this.compiles.length;
  }
}

/** Fastify reads a validator's `errors` after calling it: the wrapper passes them on. */
function validatorsOnFirstUse(buildValidator: ValidatorFactory, pending: PendingSchemas): ValidatorFactory {
  return (externalSchemas, options) => {
    const compile = buildValidator(externalSchemas, options);
    return (route) => {
      const compiled = pending.once(() => compile(route));
      const validate: Validate = (data) => {
        const run = compiled();
        const result = run(data);
        validate.errors = run.errors;
        return result;
      };
      return validate;
    };
  };
}

/** Fastify's own serializer compiler (fast-json-stringify), compiled per response on first use. */
function serializersOnFirstUse(pending: PendingSchemas): SerializerFactory {
  const buildSerializer = SerializerSelector() as unknown as SerializerFactory;
  return (externalSchemas, options) => {
    const compile = buildSerializer(externalSchemas, options);
    return (route) => {
      const compiled = pending.once(() => compile(route));
      return (doc) => compiled()(doc);
    };
  };
}

const pendingByApp = new WeakMap<object, PendingSchemas>();

/**
 * The compilers an app is built with (app.ts); `keepFor(app)` once the app exists lets
 * `compileEverySchema` find its schemas.
 */
export function compilersOnFirstUse(buildValidator: ValidatorFactory): { buildValidator: ValidatorFactory; buildSerializer: SerializerFactory; keepFor(app: object): void } {
  const pending = new PendingSchemas();
  return {
    buildValidator: validatorsOnFirstUse(buildValidator, pending),
    buildSerializer: serializersOnFirstUse(pending),
    keepFor: (app) => void pendingByApp.set(app, pending),
  };
}

/** Compiles every route's schemas of a ready app now; throws as the first that does not compile would. */
export function compileEverySchema(app: object): number {
  const pending = pendingByApp.get(app);
  if (!pending) throw new Error('not an app built by buildApp');
  return pending.compileAll();
}

import SerializerSelector from '@fastify/fast-json-stringify-compiler';

/**
 * Schema compilers that compile a route's schema the first time a request needs it, not when
 * the app starts. Starting the app compiles every route's validators and serializers (~0.7 s,
 * ~250 routes); a test file calls a handful of them, and it starts an app of its own (often
 * several). The validation itself is the same code, compiled from the same schema; only the
 * moment moves. For the tests' apps only (testing/testApp.ts): the server itself, and the
 * tests that start it in its own process, still compile everything at start, so a schema that
 * does not compile still stops the server before it listens.
 */

type Validate = ((data: unknown) => unknown) & { errors?: unknown };
type ValidatorCompiler = (route: never) => Validate;
type ValidatorFactory = (externalSchemas: unknown, options: never) => ValidatorCompiler;
type Serialize = (doc: unknown) => string;
type SerializerCompiler = (route: never) => Serialize;
type SerializerFactory = (externalSchemas: unknown, options: never) => SerializerCompiler;

/** Fastify reads a validator's `errors` after calling it: the wrapper passes them on. */
export function validatorsOnFirstUse(buildValidator: ValidatorFactory): ValidatorFactory {
  return (externalSchemas, options) => {
    const compile = buildValidator(externalSchemas, options);
    return (route) => {
      let compiled: Validate | undefined;
      const validate: Validate = (data) => {
        compiled ??= compile(route);
        const result = compiled(data);
        validate.errors = compiled.errors;
        return result;
      };
      return validate;
    };
  };
}

/** Fastify's own serializer compiler (fast-json-stringify), compiled per response on first use. */
export function serializersOnFirstUse(): SerializerFactory {
  const buildSerializer = SerializerSelector() as unknown as SerializerFactory;
  return (externalSchemas, options) => {
    const compile = buildSerializer(externalSchemas, options);
    return (route) => {
      let compiled: Serialize | undefined;
      return (doc) => {
        compiled ??= compile(route);
        return compiled(doc);
      };
    };
  };
}

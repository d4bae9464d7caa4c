// Response serialisation (issue 9 §3): fast-json-stringify compiled from each route's zod response schema, instead
// of zod parsing every answer and JSON.stringify writing it again. The booking list spent 7% of its processor time
// there (bench/bookings.ts); a compiled serializer writes the listed properties only, so nothing unlisted (a password
// hash) leaves the server either way.
import { isDeepStrictEqual } from 'node:util';

import fastJsonStringify from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

/** Keywords whose meaning fast-json-stringify would not reproduce as zod does: such schemas stay with zod. */
const UNSUPPORTED = new Set(['anyOf', 'oneOf', 'allOf', 'not', 'if', '$ref', 'prefixItems', 'default']);

/**
 * The JSON schema fast-json-stringify compiles for a response, or undefined when zod must keep it: a schema with a
 * transform, a date or another type JSON Schema cannot state (toJSONSchema throws), a union (fast-json-stringify
 * picks a branch by validating, and an extra property then fails a branch that zod would have stripped), a
 * reference or a default. `X | null` is the one union kept, rewritten as a type list, which serialises alike.
 */
export function serializableJsonSchema(schema: z.ZodType): JsonSchema | undefined {
  let json: JsonSchema;
  try {
    json = z.toJSONSchema(schema, {
      io: 'output',
      unrepresentable: 'throw',
      target: 'draft-7',
    });
  } catch {
    return undefined;
  }
  delete json.$schema;
  return simplify(json);
}

function simplify(node: JsonSchema): JsonSchema | undefined {
  const nullable = nullableOf(node);
  if (nullable) return simplify(nullable);
  for (const key of Object.keys(node)) if (UNSUPPORTED.has(key)) return undefined;
  const out: JsonSchema = { ...node };
  if (isSchema(node.properties)) {
    const properties: JsonSchema = {};
    for (const [name, child] of Object.entries(node.properties)) {
      const simple = isSchema(child) ? simplify(child) : undefined;
      if (!simple) return undefined;
      properties[name] = simple;
    }
    out.properties = properties;
  }
  for (const key of ['items', 'additionalProperties'] as const) {
    const child = node[key];
    if (isSchema(child)) {
      const simple = simplify(child);
      if (!simple) return undefined;
      out[key] = simple;
    }
  }
  return out;
}

const isSchema = (v: unknown): v is JsonSchema => typeof v === 'object' && v !== null && !Array.isArray(v);

/** `anyOf: [X, {type: 'null'}]` with X of one type, as X with `type: [t, 'null']`. */
function nullableOf(node: JsonSchema): JsonSchema | undefined {
  const branches = node.anyOf;
  if (!Array.isArray(branches) || branches.length !== 2 || Object.keys(node).length !== 1) return undefined;
  const isNull = (b: unknown) => isSchema(b) && b.type === 'null' && Object.keys(b).length === 1;
  const other = branches.find((b) => !isNull(b)) as unknown;
  if (!branches.some(isNull) || !isSchema(other) || typeof other.type !== 'string') return undefined;
  return { ...other, type: [other.type, 'null'] };
}

/**
 * The server's serializer compiler: fast-json-stringify where the schema allows it (serializableJsonSchema), zod
 * otherwise. `crossCheck` (the test suites) also runs zod on every answer and fails the request when the two JSON
 * values differ, so that any route whose data and schema disagree (a number given as text, an unknown enum value, a string
 * zod would trim) is caught by the API tests rather than answered differently in production.
 */
export function createResponseSerializerCompiler(options: {
  crossCheck: boolean;
}): FastifySerializerCompiler<unknown> {
  return (route) => {
    // Compiled on the route's first answer, not at start-up: building a serializer for each of the ~200 routes
    // would add a second to every start and to every test file's app.
    let serialize: ((data: unknown) => string) | undefined;
    return (data) => (serialize ??= compile(route, options.crossCheck))(data);
  };
}

function compile(route: Parameters<FastifySerializerCompiler<unknown>>[0], crossCheck: boolean) {
  const viaZod = zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
  const json = route.schema instanceof z.ZodType ? serializableJsonSchema(route.schema) : undefined;
  if (!json) return viaZod;
  const fast = fastJsonStringify(json as unknown as Parameters<typeof fastJsonStringify>[0]);
  if (!crossCheck) return fast;
  return (data: unknown) => {
    const expected = viaZod(data);
    const actual = fast(data);
    // The same JSON value; key order may differ (fast-json-stringify writes required properties first).
    if (actual !== expected && !isDeepStrictEqual(JSON.parse(actual), JSON.parse(expected))) {
      let at = 0;
      while (actual[at] === expected[at]) at++;
      const near = (text: string) => text.slice(Math.max(0, at - 80), at + 120);
      const error = new Error(
        `${route.method} ${route.url} ${route.httpStatus}: fast-json-stringify wrote …${near(actual)}… ` +
          `where zod wrote …${near(expected)}…`,
      );
      // The test sees a 500 only: say why where its output shows it.
      console.error(error.message);
      throw error;
    }
    return actual;
  };
}

/** Tests cross-check; everything else takes the fast path. NODE_ENV=test or a vitest process counts as a test. */
export const crossCheckSerializers = (env: NodeJS.ProcessEnv = process.env) =>
  env.NODE_ENV === 'test' || Boolean(env.VITEST);

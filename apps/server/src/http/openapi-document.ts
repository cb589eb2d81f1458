import type { SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/**
 * How the published OpenAPI document is shaped from the routes' zod schemas, beyond what
 * fastify-type-provider-zod and @fastify/swagger do on their own. Every rule here is generic over
 * the route table, so a new endpoint is described the same way without edits.
 */

type JsonObject = Record<string, unknown>;
const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The tags of the contract, in reading order; a tag not listed here is added without a text. */
const TAG_DESCRIPTIONS: Record<string, string> = {
  system: 'Health check and development helpers',
  accounts: 'Registration, e-mail verification, sign-in, profile and passwords',
  onboarding: 'Subscription payment and the exchange account link',
  network: "The member's referral network: history and tree",
  rewards: 'Balances, reward history, the admin list and distribution cycles',
  withdrawals: 'One-time codes, withdrawal requests and their review',
  admin: 'Administration: statistics, users, settings, reports and the audit log',
};

/**
 * Per route: the zod schemas as JSON Schema, then a route's `produces` (a download's media types)
 * applies to its successful answers only: its failures are the JSON envelope like everywhere.
 */
export const transformRoute: SwaggerTransform = (input) => {
  const result = jsonSchemaTransform(input as Parameters<typeof jsonSchemaTransform>[0]);
  const schema = result.schema as JsonObject;
  const produces = schema.produces;
  if (!Array.isArray(produces) || !isObject(schema.response)) return result;
  const response: JsonObject = {};
  for (const [status, answer] of Object.entries(schema.response)) {
    if (!status.startsWith('2') || !isObject(answer)) {
      response[status] = answer;
      continue;
    }
    // (zod's `$schema` and placeholder `$id` are dropped for the other answers by @fastify/swagger.)
    const { $schema: _dialect, $id: _id, ...file } = answer;
    const description = typeof file.description === 'string' ? file.description : 'OK';
    response[status] = {
      description,
      content: Object.fromEntries(produces.map((type: string) => [type, { schema: file }])),
    };
  }
  const { produces: _mediaTypes, ...rest } = schema;
  return { ...result, schema: { ...rest, response } };
};

/**
 * The whole document, once built: the zod schemas that carry an `id` (the recursive referral tree
 * node) as components, deepObject style for object query parameters, an optional body where an
 * empty one is valid, and the tags.
 */
export const transformDocument: SwaggerTransformObject = (input) => {
  const document = jsonSchemaTransformObject(input) as JsonObject;
  const paths = isObject(document.paths) ? document.paths : {};
  const usedTags = new Set<string>();
  for (const pathItem of Object.values(paths)) {
    for (const operation of Object.values(isObject(pathItem) ? pathItem : {})) {
      if (!isObject(operation)) continue;
      for (const tag of (operation.tags as string[] | undefined) ?? []) usedTags.add(tag);
      for (const parameter of (operation.parameters as JsonObject[] | undefined) ?? []) {
        describeObjectParameter(parameter);
      }
      if (isObject(operation.requestBody))
        operation.requestBody.required = bodyIsNeeded(operation.requestBody);
    }
  }
  const components = isObject(document.components) ? document.components : {};
  return {
    ...document,
    components: { ...components, schemas: referencedSchemas(document, components.schemas) },
    tags: [...new Set([...Object.keys(TAG_DESCRIPTIONS), ...usedTags])]
      .filter((name) => usedTags.has(name))
      .map((name) => (TAG_DESCRIPTIONS[name] ? { name, description: TAG_DESCRIPTIONS[name] } : { name })),
  };
};

/**
 * An object in the query travels as `filters[status]=LOCKED` (the spec's client, the server's
 * parser): OpenAPI's `deepObject` style. Without it, generated clients send `?status=LOCKED`.
 */
function describeObjectParameter(parameter: JsonObject) {
  if (parameter.in !== 'query' || !isObject(parameter.schema) || parameter.schema.type !== 'object') return;
  parameter.style = 'deepObject';
  parameter.explode = true;
}

/**
 * A call with a body schema takes a missing body as `{}` (register-endpoint), so the body is
 * needed only when `{}` cannot be valid: when its schema names a required field.
 */
function bodyIsNeeded(requestBody: JsonObject): boolean {
  const content = isObject(requestBody.content) ? requestBody.content : {};
  return Object.values(content).some((media) => {
    const required = isObject(media) && isObject(media.schema) ? media.schema.required : undefined;
    return Array.isArray(required) && required.length > 0;
  });
}

/**
 * The registry's schemas (an input and an output version of each) that the document refers to,
 * without the `$schema`/`$id` keys zod writes into them (an `$id` that is only a fragment is not
 * valid JSON Schema, and the document's dialect is given once, at the top).
 */
function referencedSchemas(document: JsonObject, schemas: unknown): JsonObject {
  const all = isObject(schemas) ? schemas : {};
  const referenced = (from: unknown) =>
    [...JSON.stringify(from).matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1] as string);
  const kept = new Set<string>();
  const pending = referenced({ ...document, components: {} });
  while (pending.length > 0) {
    const name = pending.pop() as string;
    if (kept.has(name) || !(name in all)) continue;
    kept.add(name);
    pending.push(...referenced(all[name]));
  }
  return Object.fromEntries(
    [...kept].sort().map((name) => {
      const { $schema: _dialect, $id: _id, ...schema } = all[name] as JsonObject;
      return [name, schema];
    }),
  );
}

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import { parse } from 'yaml';
import { applyDeviations, ERROR_MODEL } from './deviations.js';

/**
 * Reloadly's own OpenAPI 3.1 document (YAML), kept unmodified in vendor/openapi/ (see its README), turned
 * into validators for an operation's request body and answers, the way tests/integration/paypal/openapi.ts
 * does for PayPal's JSON documents. $refs resolve within the document; the document's known contradictions
 * are patched in memory first (deviations.ts). Because the document never forbids extra properties,
 * `undocumented` lists every field the schema does not declare.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const RELOADLY_SPEC = path.join(repoRoot, 'vendor/openapi/reloadly-airtime-openapi.yaml');
const ID = 'reloadly';

type Schema = Record<string, unknown>;
interface Operation {
  requestBody?: Schema;
  responses: Record<string, Schema>;
}
interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
}

export interface Validation {
  valid: boolean;
  errors: string[];
}

export class ReloadlyContracts {
  private readonly ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
  private readonly document: OpenApiDocument;
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor() {
    this.document = parse(readFileSync(RELOADLY_SPEC, 'utf8')) as OpenApiDocument;
    applyDeviations(this.document as never);
    this.ajv.addSchema(this.document as unknown as Schema, ID);
  }

  /** The operation a concrete call belongs to, e.g. GET /topups/4602843/status → `/topups/{transactionId}/status`. */
  operationFor(method: string, concretePath: string): { template: string; operation: Operation } | undefined {
    const candidates = Object.entries(this.document.paths).sort(
      ([a], [b]) => (a.match(/\{/g)?.length ?? 0) - (b.match(/\{/g)?.length ?? 0),
    );
    for (const [template, operations] of candidates) {
      const pattern = new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`);
      const operation = operations[method.toLowerCase()];
      if (operation && pattern.test(concretePath)) return { template, operation };
    }
    return undefined;
  }

  requestSchema(method: string, template: string): Schema | undefined {
    const operation = this.document.paths[template]?.[method.toLowerCase()];
    return (operation?.requestBody?.content as Record<string, { schema: Schema }> | undefined)?.['application/json']?.schema;
  }

  /** The schema of the answer for `status`; error statuses the operation does not list get the error model. */
  responseSchema(method: string, template: string, status: number): Schema | undefined {
    const operation = this.document.paths[template]?.[method.toLowerCase()];
    if (!operation) throw new Error(`No operation ${method} ${template}`);
    const response = operation.responses[String(status)];
    if (!response) {
      if (status >= 400) return { $ref: `#/components/schemas/${ERROR_MODEL}` };
      throw new Error(`${method} ${template} documents no ${status} answer`);
    }
    return (response.content as Record<string, { schema: Schema }> | undefined)?.['application/json']?.schema;
  }

  schema(name: string): Schema {
    return { $ref: `#/components/schemas/${name}` };
  }

  validate(schema: Schema, value: unknown): Validation {
    const key = JSON.stringify(schema);
    let validator = this.compiled.get(key);
    if (!validator) {
      validator = this.ajv.compile(JSON.parse(key.replaceAll('"$ref":"#/', `"$ref":"${ID}#/`)) as Schema);
      this.compiled.set(key, validator);
    }
    const valid = validator(value) as boolean;
    const errors = [...describe(validator.errors), ...this.undocumented(schema, value).map((field) => `${field} is not in the schema`)];
    return { valid: valid && errors.length === 0, errors };
  }

  /** JSON paths of fields the schema (with its allOf/anyOf/oneOf parts) does not declare. */
  undocumented(schema: Schema, value: unknown, at = ''): string[] {
    const parts = this.flatten(schema);
    if (Array.isArray(value)) {
      const items = parts.flatMap((part) => (part.items ? [part.items as Schema] : []));
      return items.length ? value.flatMap((item, index) => this.undocumented({ anyOf: items }, item, `${at}[${index}]`)) : [];
    }
    if (typeof value !== 'object' || value === null) return [];
    if (parts.some((part) => part.additionalProperties !== undefined && part.additionalProperties !== false)) return [];
    const declared = new Map<string, Schema[]>();
    for (const part of parts) {
      for (const [name, property] of Object.entries((part.properties ?? {}) as Record<string, Schema>))
        declared.set(name, [...(declared.get(name) ?? []), property]);
    }
    if (declared.size === 0) return [];
    return Object.entries(value).flatMap(([name, child]) => {
      const schemas = declared.get(name);
      if (!schemas) return [`${at}.${name}`];
      return this.undocumented(schemas.length === 1 ? schemas[0]! : { anyOf: schemas }, child, `${at}.${name}`);
    });
  }

  private flatten(schema: Schema, seen = new Set<Schema>()): Schema[] {
    const resolved = this.resolve(schema);
    if (seen.has(resolved)) return [];
    seen.add(resolved);
    const nested = (['allOf', 'anyOf', 'oneOf'] as const).flatMap((keyword) =>
      ((resolved[keyword] ?? []) as Schema[]).flatMap((part) => this.flatten(part, seen)),
    );
    return [resolved, ...nested];
  }

  private resolve(schema: Schema): Schema {
    let current = schema;
    for (let depth = 0; typeof current.$ref === 'string' && depth < 20; depth++) {
      let target: unknown = this.document;
      for (const part of current.$ref.replace(/^#\//, '').split('/')) target = (target as Record<string, unknown>)[part];
      if (!target) throw new Error(`Unresolvable $ref ${current.$ref}`);
      current = target as Schema;
    }
    return current;
  }
}

function describe(errors: ErrorObject[] | null | undefined): string[] {
  return [
    ...new Set(
      (errors ?? []).map((error) =>
        `${error.instancePath || '(root)'} ${error.message ?? ''} ${error.keyword === 'enum' ? JSON.stringify(error.params) : ''}`.trim(),
      ),
    ),
  ];
}

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

/**
 * PayPal's own OpenAPI 3.0 documents, kept unmodified in vendor/openapi/ (see its README), turned into
 * validators for an operation's request body and responses. $refs resolve within each document; PayPal's
 * private formats (ppaas_*) and unknown keywords are ignored; `nullable` is Ajv's OpenAPI keyword. Because
 * the documents rarely forbid extra properties, `undocumented` also lists every field of a value that the
 * schema does not declare, so a misspelt field cannot pass.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const VENDOR_SPECS_DIR = path.join(repoRoot, 'vendor/openapi');

const FILES = {
  orders: 'paypal-checkout_orders_v2.json',
  payments: 'paypal-payments_payment_v2.json',
  webhooks: 'paypal-notifications_webhooks_v1.json',
} as const;
export type SpecName = keyof typeof FILES;

type Schema = Record<string, unknown>;
interface Operation {
  requestBody?: Schema;
  responses: Record<string, Schema>;
}
interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema>; responses?: Record<string, Schema>; requestBodies?: Record<string, Schema> };
}

export interface Validation {
  valid: boolean;
  errors: string[];
}

export class PayPalContracts {
  private readonly ajv = new Ajv({ strict: false, allErrors: true, validateSchema: false, unicodeRegExp: false });
  private readonly documents = new Map<SpecName, OpenApiDocument>();
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor() {
    addFormats(this.ajv);
    for (const [name, file] of Object.entries(FILES) as Array<[SpecName, string]>) {
      const document = JSON.parse(readFileSync(path.join(VENDOR_SPECS_DIR, file), 'utf8')) as OpenApiDocument;
      for (const format of formatsIn(document)) if (!this.ajv.formats[format]) this.ajv.addFormat(format, true);
      this.documents.set(name, document);
      this.ajv.addSchema(document as unknown as Schema, name);
    }
  }

  /** The operation a concrete call belongs to, e.g. POST /v2/checkout/orders/ABC/capture → `/v2/checkout/orders/{id}/capture`. */
  operationFor(spec: SpecName, method: string, concretePath: string): { template: string; operation: Operation } | undefined {
    for (const [template, operations] of Object.entries(this.document(spec).paths)) {
      const pattern = new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`);
      const operation = operations[method.toLowerCase()];
      if (operation && pattern.test(concretePath)) return { template, operation };
    }
    return undefined;
  }

  /** The JSON schema of an operation's request body, or undefined when it takes none. */
  requestSchema(spec: SpecName, method: string, template: string): Schema | undefined {
    const operation = this.document(spec).paths[template]?.[method.toLowerCase()];
    if (!operation?.requestBody) return undefined;
    const body = this.resolve(spec, operation.requestBody);
    return (body.content as Record<string, { schema: Schema }> | undefined)?.['application/json']?.schema;
  }

  /** The schema of the answer for `status` (or the `default` answer), or undefined when it has no body. */
  responseSchema(spec: SpecName, method: string, template: string, status: number): Schema | undefined {
    const operation = this.document(spec).paths[template]?.[method.toLowerCase()];
    if (!operation) throw new Error(`No operation ${method} ${template} in ${spec}`);
    const response = operation.responses[String(status)] ?? operation.responses.default;
    if (!response) throw new Error(`${method} ${template} in ${spec} documents no ${status} answer`);
    return (this.resolve(spec, response).content as Record<string, { schema: Schema }> | undefined)?.['application/json']?.schema;
  }

  /** A named component schema, e.g. `schema('payments', 'capture-2')`. */
  schema(spec: SpecName, name: string): Schema {
    return { $ref: `#/components/schemas/${name}` };
  }

  validate(spec: SpecName, schema: Schema, value: unknown): Validation {
    const key = `${spec}:${JSON.stringify(schema)}`;
    let validator = this.compiled.get(key);
    if (!validator) {
      // Local refs (`#/components/…`) point into the document: anchor them to it.
      validator = this.ajv.compile(JSON.parse(JSON.stringify(schema).replaceAll('"$ref":"#/', `"$ref":"${spec}#/`)) as Schema);
      this.compiled.set(key, validator);
    }
    const valid = validator(value) as boolean;
    const errors = [
      ...describe(validator.errors),
      ...this.undocumented(spec, schema, value).map((field) => `${field} is not in the schema`),
    ];
    return { valid: valid && errors.length === 0, errors };
  }

  /** JSON paths of fields the schema (with all its allOf/anyOf/oneOf parts) does not declare. */
  undocumented(spec: SpecName, schema: Schema, value: unknown, at = ''): string[] {
    const parts = this.flatten(spec, schema);
    if (Array.isArray(value)) {
      const items = parts.flatMap((part) => (part.items ? [part.items as Schema] : []));
      return items.length ? value.flatMap((item, index) => this.undocumented(spec, { anyOf: items }, item, `${at}[${index}]`)) : [];
    }
    if (typeof value !== 'object' || value === null) return [];
    if (parts.some((part) => part.additionalProperties !== undefined && part.additionalProperties !== false)) return [];
    const declared = new Map<string, Schema[]>();
    for (const part of parts) {
      for (const [name, property] of Object.entries((part.properties ?? {}) as Record<string, Schema>)) {
        declared.set(name, [...(declared.get(name) ?? []), property]);
      }
    }
    if (declared.size === 0) return [];
    return Object.entries(value).flatMap(([name, child]) => {
      const schemas = declared.get(name);
      if (!schemas) return [`${at}.${name}`];
      return this.undocumented(spec, schemas.length === 1 ? schemas[0]! : { anyOf: schemas }, child, `${at}.${name}`);
    });
  }

  private flatten(spec: SpecName, schema: Schema, seen = new Set<Schema>()): Schema[] {
    const resolved = this.resolve(spec, schema);
    if (seen.has(resolved)) return [];
    seen.add(resolved);
    const nested = (['allOf', 'anyOf', 'oneOf'] as const).flatMap((keyword) =>
      ((resolved[keyword] ?? []) as Schema[]).flatMap((part) => this.flatten(spec, part, seen)),
    );
    return [resolved, ...nested];
  }

  private resolve(spec: SpecName, schema: Schema): Schema {
    let current = schema;
    for (let depth = 0; typeof current.$ref === 'string' && depth < 20; depth++) {
      const pointer = current.$ref
        .replace(/^#\//, '')
        .split('/')
        .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'));
      let target: unknown = this.document(spec);
      for (const part of pointer) target = (target as Record<string, unknown>)[part];
      if (!target) throw new Error(`Unresolvable $ref ${current.$ref} in ${spec}`);
      current = target as Schema;
    }
    return current;
  }

  private document(spec: SpecName): OpenApiDocument {
    return this.documents.get(spec)!;
  }
}

function formatsIn(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) formatsIn(item, found);
  else if (typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries(value)) {
      if (key === 'format' && typeof child === 'string') found.add(child);
      else formatsIn(child, found);
    }
  }
  return found;
}

function describe(errors: ErrorObject[] | null | undefined): string[] {
  // anyOf failures repeat every branch's complaint; the instance path and message are what help.
  return [
    ...new Set(
      (errors ?? []).map((error) =>
        `${error.instancePath || '(root)'} ${error.message ?? ''} ${error.keyword === 'enum' ? JSON.stringify(error.params) : ''}`.trim(),
      ),
    ),
  ];
}

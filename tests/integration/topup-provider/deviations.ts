/**
 * Where Reloadly's OpenAPI document contradicts itself or the live API, the contract tests follow what the
 * document's own examples show (and live integrations report), and say so here, one rule each. The
 * document on disk is never changed: these rules patch the parsed copy before any validation.
 */
type Schema = Record<string, unknown>;

/** Money and rates: typed `integer`, yet the examples give 3168.4, 4.42, 2192.1867, 5109.53732, and null. */
const DECIMAL_FIELDS = new Set([
  'amount',
  'rate',
  'fxRate',
  'commission',
  'internationalDiscount',
  'localDiscount',
  'mostPopularAmount',
  'minAmount',
  'maxAmount',
  'localMinAmount',
  'localMaxAmount',
  'balance',
  'oldBalance',
  'newBalance',
]);
/** Transactions: typed `string`, yet the examples give `operatorId: 535`, `requestedAmount: 3168.4`. */
const NUMERIC_TRANSACTION_FIELDS = new Set(['operatorId', 'discount', 'requestedAmount', 'deliveredAmount']);
const TRANSACTION_SCHEMAS = [
  'TopUpsResponse200',
  'TopUpsStatusResponse200',
  'GetAllTransactionsResponse200',
  'GetTransactionByIdResponse200',
];
/** Pages: the document lists only `content`; the live API answers Spring Data's whole page envelope. */
const PAGED_SCHEMAS = ['GetAllOperatorsResponse200', 'GetAllTransactionsResponse200', 'GetAllPromotionsResponse200'];
/** Promotions: the schemas say `title1`, the examples (and the live API) `title`; the examples give null texts. */
const PROMOTION_SCHEMAS = [
  'GetAllPromotionsResponse200',
  'GetPromotionByIdResponse200',
  'GetPromotionByIsoResponse200',
  'GetPromotionByOperatorIdResponse200',
];
const NULLABLE_PROMOTION_TEXTS = new Set(['title2', 'description', 'denominations', 'localDenominations']);
/** A PIN: the schema says `info`, the examples (and the live API) `info1`–`info3`, with `value: null`. */
const PIN_DETAIL: Schema = {
  type: 'object',
  properties: {
    serial: { type: 'string' },
    info1: { type: ['string', 'null'] },
    info2: { type: ['string', 'null'] },
    info3: { type: ['string', 'null'] },
    value: { type: ['string', 'null'] },
    code: { type: 'string' },
    ivr: { type: ['string', 'null'] },
    validity: { type: ['string', 'null'] },
  },
};

const SORT: Schema = {
  type: 'object',
  properties: { sorted: { type: 'boolean' }, unsorted: { type: 'boolean' }, empty: { type: 'boolean' } },
};
const PAGE_ENVELOPE: Record<string, Schema> = {
  pageable: {
    type: 'object',
    properties: {
      sort: SORT,
      pageNumber: { type: 'integer' },
      pageSize: { type: 'integer' },
      offset: { type: 'integer' },
      paged: { type: 'boolean' },
      unpaged: { type: 'boolean' },
    },
  },
  totalElements: { type: 'integer' },
  totalPages: { type: 'integer' },
  last: { type: 'boolean' },
  first: { type: 'boolean' },
  sort: SORT,
  numberOfElements: { type: 'integer' },
  size: { type: 'integer' },
  number: { type: 'integer' },
  empty: { type: 'boolean' },
};

export const DEVIATIONS = [
  'decimal money and rates where the document says integer (its examples carry decimals and nulls)',
  'transaction operatorId and amounts as numbers or strings (the examples give numbers)',
  'infoLink may be null (every error example shows null)',
  'suggestedAmountsMap is an object keyed by amount (the examples show one; the schema says array)',
  "pages carry Spring's envelope (pageable, totalElements, totalPages, …)",
  'GET /topups/{id}/status answers the live wrapper {code, message, status, transaction|null}',
  'GET /operators/countries/{code} answers a list of operators',
  "error statuses an operation does not list are checked against the document's error model (TopUpsResponse400)",
  "a promotion's title is `title` (the examples; the schema says title1), and its texts may be null",
  "a transaction's pinDetail carries info1–info3 (the examples; the schema says info), and its texts may be null",
] as const;

export const ERROR_MODEL = 'TopUpsResponse400';

export function applyDeviations(document: {
  paths: Record<string, Record<string, Schema>>;
  components: { schemas: Record<string, Schema> };
}): void {
  const { schemas } = document.components;
  for (const [name, schema] of Object.entries(schemas)) {
    walkProperties(schema, (property, key) => {
      if (DECIMAL_FIELDS.has(key) && property.type === 'integer') property.type = name.endsWith('Request') ? 'number' : ['number', 'null'];
      if (TRANSACTION_SCHEMAS.includes(name) && NUMERIC_TRANSACTION_FIELDS.has(key) && property.type === 'string')
        property.type = ['string', 'number'];
      if (key === 'infoLink' && property.type === 'string') property.type = ['string', 'null'];
      if (key === 'pinDetail' && TRANSACTION_SCHEMAS.includes(name)) Object.assign(property, structuredClone(PIN_DETAIL));
      if (key === 'suggestedAmountsMap') {
        property.type = 'object';
        property.additionalProperties = { type: 'number' };
      }
    });
  }
  for (const name of PROMOTION_SCHEMAS) {
    walkProperties(schemas[name], (property, key) => {
      if (NULLABLE_PROMOTION_TEXTS.has(key) && property.type === 'string') property.type = ['string', 'null'];
    });
    const promotion = promotionProperties(schemas[name]!);
    promotion.title = promotion.title1!;
    delete promotion.title1;
  }
  for (const name of PAGED_SCHEMAS) {
    const schema = schemas[name] as { properties: Record<string, Schema> };
    Object.assign(schema.properties, PAGE_ENVELOPE);
  }
  schemas.LiveTopUpStatus = {
    type: 'object',
    required: ['status', 'transaction'],
    properties: {
      code: { type: ['string', 'null'] },
      message: { type: ['string', 'null'] },
      status: { type: 'string', enum: ['PROCESSING', 'SUCCESSFUL', 'FAILED', 'REFUNDED'] },
      transaction: { anyOf: [{ type: 'null' }, { $ref: '#/components/schemas/TopUpsStatusResponse200' }] },
    },
  };
  setResponse(document, '/topups/{transactionId}/status', 'get', { $ref: '#/components/schemas/LiveTopUpStatus' });
  setResponse(document, '/operators/countries/{countrycode}', 'get', {
    type: 'array',
    items: { $ref: '#/components/schemas/GetOperatorByIsoResponse200' },
  });
}

function setResponse(document: { paths: Record<string, Record<string, Schema>> }, path: string, method: string, schema: Schema): void {
  const operation = document.paths[path]?.[method] as
    | { responses: Record<string, { content: Record<string, { schema: Schema }> }> }
    | undefined;
  const content = operation?.responses['200']?.content['application/json'];
  if (!content) throw new Error(`The document no longer has a 200 answer for ${method.toUpperCase()} ${path}: review deviations.ts`);
  content.schema = schema;
}

/** The promotion object's properties: the schema's own, or its `content` items'. */
function promotionProperties(schema: Schema): Record<string, Schema> {
  const properties = schema.properties as Record<string, Schema>;
  const items = (properties.content as { items?: { properties: Record<string, Schema> } } | undefined)?.items;
  return items ? items.properties : properties;
}

function walkProperties(schema: unknown, visit: (property: Schema, key: string) => void): void {
  if (typeof schema !== 'object' || schema === null) return;
  const node = schema as Schema;
  for (const [key, property] of Object.entries((node.properties ?? {}) as Record<string, Schema>)) {
    visit(property, key);
    walkProperties(property, visit);
  }
  if (node.items) walkProperties(node.items, visit);
}

import { afterAll, afterEach } from 'vitest';
import { takeMismatches } from './openapi-conformance';

/**
 * A test fails when an answer it caused does not match the served OpenAPI document (openapi-conformance.ts);
 * answers given while a file's apps start or stop fail the file.
 */
function failOnMismatches() {
  const found = takeMismatches();
  if (found.length > 0) {
    throw new Error(`${found.length} answer(s) do not match the OpenAPI document:\n  ${found.join('\n  ')}`);
  }
}

afterEach(failOnMismatches);
afterAll(failOnMismatches);

import { DB_TIMEOUT } from '../testing/testApp';
import { useTestApp } from '../testing/useFixture';
import { DOCS_PREFIX } from './openapi';
import { operationIdOf } from './openapiOperations';

/** Every call of docs/PRODUCT.md §7 (print ones under their chosen paths), plus income_outcome. */
const EXPECTED = [
  'post /api/token-auth/', 'get /api/logout', 'get /api/me', 'get /api/all_employee/', 'get /api/stop_site/',
  'get /api/city/', 'get /api/city/{id}/', 'get /api/cash_register/', 'get /api/cash_register/{id}/', 'get /api/all_cash_registers/',
  'get /api/print_operation_person_list/', 'get /api/print_operation_person_detail/{id}/',
  'get /api/print_value_setting_detail/', 'get /api/print_out_transaction_report/',
  'get /api/currency/', 'get /api/crypto_currency/', 'get /api/percentage_dilapidation_currency/', 'get /api/available_currency_pair/',
  'get /api/day_balance/', 'get /api/overall_day_amount/', 'get /api/city_data/', 'get /api/full_earning_report/',
  'get /api/city_earning_report/', 'get /api/earning_report/', 'get /api/day_avg_rate/', 'get /api/average_rate_report/',
  'get /api/rate_report/', 'get /api/day_replenishment_handed_over_report/', 'get /api/day_crypto_avg_fee/',
  'get /api/day_crypto_balance/', 'get /api/crypto_balance/',
  'post /api/transaction/create/', 'get /api/transaction/', 'get /api/crypto_transaction/', 'post /api/crypto_transaction/create/',
  'post /api/operation_person/create/', 'get /api/operation_person/', 'get /api/operation_person/{id}/', 'get /api/all_operation_person/',
  'put /api/activation_operation_person/{id}/', 'get /api/out_transaction/', 'post /api/out_transaction/create/',
  'post /api/crypto_out_transaction/create/', 'get /api/crypto_out_transaction/',
  'post /api/internal_transfer/create/', 'put /api/internal_transfer/update/{id}/', 'put /api/internal_transfer/accept/{id}/',
  'get /api/internal_transfer/', 'get /api/city_internal_transfer/',
  'post /api/external_transfer/create/', 'put /api/external_transfer/update/{id}/', 'put /api/external_transfer/accept/{id}/',
  'put /api/external_transfer/deliver/{id}/', 'get /api/external_transfer/', 'get /api/city_external_transfer/', 'get /api/find_external_transfer/',
  'post /api/crypto_transfer/create/', 'put /api/crypto_transfer/update/{id}/', 'put /api/crypto_transfer/accept/{id}/',
  'put /api/crypto_transfer/deliver/{id}/', 'get /api/crypto_transfer/',
  'get /api/income_outcome/', 'post /api/income_outcome/create/',
];

describe('OpenAPI document', () => {
  const t = useTestApp();

  it('is generated from the route schemas of the real app and served at /api/docs(/json) without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${DOCS_PREFIX}/json` });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.0.3');
    const operations = Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(([path, methods]) =>
      Object.keys(methods).map((m) => `${m} ${path}`),
    );
    expect(operations).toEqual(expect.arrayContaining(EXPECTED));
    const create = doc.paths['/api/transaction/create/'].post;
    expect(create.requestBody.content['application/json'].schema.required).toEqual(
      ['cash_register', 'currency', 'operation_type', 'amount', 'rate'],
    );
    expect(Object.keys(create.responses)).toEqual(expect.arrayContaining(['201', '400', '401', '404']));
    expect(doc.paths['/api/token-auth/'].post.security).toEqual([]);
    // A period is from_date/to_date everywhere; the old date_from/date_to are read but not shown.
    for (const path of ['/api/client/{id}/operations/', '/api/compliance/mandatory_control/', '/api/print_mandatory_control/']) {
      const names = (doc.paths[path].get.parameters as Array<{ in: string; name: string }>).filter((p) => p.in === 'query').map((p) => p.name);
      expect(names).toEqual(expect.arrayContaining(['from_date', 'to_date']));
      expect(names).not.toEqual(expect.arrayContaining(['date_from']));
      expect(names).not.toEqual(expect.arrayContaining(['date_to']));
    }
    expect(doc.components.securitySchemes.Token).toMatchObject({ type: 'apiKey', name: 'Authorization' });
    const ui = await t.app.inject({ method: 'GET', url: DOCS_PREFIX });
    expect([200, 302]).toContain(ui.statusCode);
  }, DB_TIMEOUT);

  /**
   * What `npx @redocly/cli lint` checks with its recommended rules, on the real document
   * (docs/api/conventions.md "The OpenAPI document"): it reports only no-path-trailing-slash,
   * which the paths of docs/PRODUCT.md §7 require. The rules it applies are checked here without the tool.
   */
  it('passes the recommended lint rules but for the trailing slashes docs/PRODUCT.md §7 requires', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: `${DOCS_PREFIX}/json` })).json();
    const problems: string[] = [];
    expect(doc.servers?.length).toBeGreaterThan(0);
    for (const server of doc.servers) if (/example\.com|\/$/.test(server.url)) problems.push(`server ${server.url}`);
    expect(doc.info.license).toEqual({ name: expect.any(String), url: expect.stringMatching(/^https:\/\//) });
    const ids = new Map<string, string>();
    const schemes = Object.keys(doc.components.securitySchemes);
    for (const [path, methods] of Object.entries(doc.paths as Record<string, Record<string, Record<string, unknown>>>)) {
      if (!path.startsWith('/api/')) problems.push(`${path}: not an API path`);
      for (const [method, op] of Object.entries(methods)) {
        const where = `${method} ${path}`;
        const id = op.operationId as string | undefined;
        if (!id || !/^[A-Za-z][A-Za-z0-9]*$/.test(id)) problems.push(`${where}: operationId ${id}`);
        else if (ids.has(id)) problems.push(`${where}: operationId ${id} also on ${ids.get(id)}`);
        else ids.set(id, where);
        if (!op.summary) problems.push(`${where}: no summary`);
        const codes = Object.keys(op.responses as object);
        if (!codes.some((c) => c.startsWith('2'))) problems.push(`${where}: no 2XX response`);
        if (!codes.some((c) => c.startsWith('4'))) problems.push(`${where}: no 4XX response`);
        const declared = ((op.parameters ?? []) as Array<{ in: string; name: string }>).filter((p) => p.in === 'path').map((p) => p.name);
        for (const name of path.match(/{(\w+)}/g) ?? []) if (!declared.includes(name.slice(1, -1))) problems.push(`${where}: ${name} undeclared`);
        for (const requirement of (op.security ?? []) as Array<Record<string, unknown>>) {
          for (const scheme of Object.keys(requirement)) if (!schemes.includes(scheme)) problems.push(`${where}: security ${scheme}`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(ids.size).toBeGreaterThan(100);
    // Stable: made from the method and the path, never from the order routes were added.
    expect(doc.paths['/api/external_transfer/accept/{id}/'].put.operationId).toBe('putExternalTransferAcceptById');
    expect(operationIdOf('GET', '/api/city/:id/')).toBe('getCityById');
  }, DB_TIMEOUT);
});

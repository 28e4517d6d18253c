import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { features } from '../features';

type Operation = {
  operationId: string;
  summary: string;
  security: Record<string, string[]>[];
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema: { allOf: { $ref?: string; properties?: Record<string, { contentMediaType?: string }> }[] } }> };
  responses: Record<string, { $ref?: string }>;
};
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown>; responses: Record<string, unknown> };
}

const redocly = path.join(path.dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')), 'bin/cli.js');
/** Warnings the document keeps: no licence is chosen, and the paths are the API's (their literal segments come first). */
const acceptedWarnings = ['info-license', 'no-ambiguous-paths'];

let t: TestApp;
let text: string;
let doc: Document;
beforeAll(async () => {
  t = await createTestApp({ features });
  text = (await t.as(null, { method: 'GET', url: '/api/openapi.json' })).body;
  doc = JSON.parse(text) as Document;
});
afterAll(() => t.close());

const operations = () => Object.values(doc.paths).flatMap((p) => Object.entries(p).map(([method, o]) => ({ method, ...o })));
const operation = (id: string) => operations().find((o) => o.operationId === id)!;

describe('the OpenAPI document', () => {
  it('passes the Redocly linter with its recommended rules without an error', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-openapi-'));
    const file = path.join(dir, 'openapi.json');
    fs.writeFileSync(file, text);
    const { stdout } = await promisify(execFile)(process.execPath, [redocly, 'lint', '--extends=recommended', '--format=json', '--max-problems=1000', file], {
      cwd: dir,
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    }).catch((error: { stdout: string }) => ({ stdout: error.stdout }));
    fs.rmSync(dir, { recursive: true, force: true });
    const result = JSON.parse(stdout) as { totals: { errors: number }; problems: { ruleId: string; severity: string; message: string }[] };
    expect(result.problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(result.totals.errors).toBe(0);
    expect([...new Set(result.problems.map((p) => p.ruleId))].filter((rule) => !acceptedWarnings.includes(rule))).toEqual([]);
  }, 60_000);

  it('names every operation by its area and rel, once, with a summary in words', () => {
    const ids = operations().map((o) => o.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const feature of features) {
      for (const route of feature.routes) expect(ids).toContain(`${feature.name.replace(/-/g, '_')}.${route.endpoint.rel}`);
    }
    expect(operation('records.get_by_id').summary).toBe('Records: get by ID');
    expect(operation('competition_approval.request_comp_approval').summary).toBe('Competition approval: request competition approval');
    expect(operation('manual_bestlists.new').summary).toBe('Manual best lists: create');
    for (const o of operations()) expect(o.summary, o.operationId).toMatch(/^[A-Z][\w ]+: [\w ]+$/);
  });

  it('asks a token of signed-in operations only', () => {
    expect(operation('records.get_by_id').security).toEqual([{ bearer: [] }]);
    expect(operation('public_records.public_records').security).toEqual([]);
    expect(operation('account.login').security).toEqual([]);
    expect(operation('root.root').security).toEqual([{}, { bearer: [] }]);
    for (const o of operations()) expect(o.security, o.operationId).toBeDefined();
  });

  it('asks meeting software for an API key in the Authorization header', () => {
    expect(operation('external_results.send_results').security).toEqual([{ apiKey: [] }]);
    expect((doc.components as { securitySchemes?: Record<string, unknown> }).securitySchemes?.apiKey).toMatchObject({ type: 'apiKey', in: 'header', name: 'Authorization' });
    expect(Object.keys(operation('external_results.send_results').responses).sort()).toEqual(['200', '401', '409', '422', '4XX', '5XX']);
    expect(operation('external_results.send_results').responses['401']).toEqual({ $ref: '#/components/responses/UnauthorizedKey' });
    expect(operation('api_keys.new_api_key').security).toEqual([{ bearer: [] }]);
    expect(operation('api_keys.new_api_key').summary).toBe('API keys: create API key');
  });

  it('declares the errors an operation can answer, as shared answers', () => {
    const codes = (id: string) => Object.keys(operation(id).responses).sort();
    expect(codes('records.get_by_id')).toEqual(['200', '401', '403', '404', '422', '4XX', '5XX']);
    expect(codes('competition_approval.update_comp')).toEqual(['200', '401', '403', '404', '409', '422', '4XX', '5XX']);
    expect(codes('public_event_registration.sign_up')).toEqual(['201', '404', '409', '422', '4XX', '5XX']);
    expect(codes('public_calendar.public_calendar')).toEqual(['200', '422', '4XX', '5XX']);
    expect(codes('users.current_user_details')).toEqual(['200', '401', '403', '4XX', '5XX']);
    expect(codes('root.openapi')).toEqual(['200', '4XX', '5XX']);
    expect(operation('records.update').responses['409']).toEqual({ $ref: '#/components/responses/Conflict' });
    expect(Object.keys(doc.components.responses)).toEqual(expect.arrayContaining(['Unauthorized', 'Forbidden', 'NotFound', 'Conflict', 'ValidationFailed']));
  });

  it('describes the multipart form of every upload', () => {
    const uploads = operations().filter((o) => o.requestBody?.content['multipart/form-data']);
    expect(uploads.map((o) => o.operationId).sort()).toEqual([
      'competition_approval.edit_attachment',
      'competition_approval.new_attachment',
      'competition_approval.upload_results',
      'results_import.new_import',
    ]);
    const routes = features.flatMap((f) => f.routes).filter((r) => r.endpoint.consumes === 'multipart/form-data');
    expect(uploads).toHaveLength(routes.length);
    for (const o of uploads) {
      const [fields, file] = o.requestBody!.content['multipart/form-data'].schema.allOf;
      const form = { 'results_import.new_import': 'NewImportFields', 'competition_approval.upload_results': 'ResultListFields' }[o.operationId!] ?? 'AttachmentFields';
      expect(fields.$ref).toBe(`#/components/schemas/${form}`);
      expect(file.properties!.file.contentMediaType).toBe('application/octet-stream');
    }
    expect(Object.keys((doc.components.schemas.AttachmentFields as { properties: object }).properties)).toEqual(['title', 'sort', 'attachmentType', 'attachmentGroup', 'text']);
    expect(Object.keys((doc.components.schemas.NewImportFields as { properties: object }).properties)).toEqual(['competitionId', 'name', 'dateFrom', 'dateTo', 'town', 'nation', 'environment']);
  });

  it('holds each shared schema once in components.schemas and only schemas in use', () => {
    expect(Object.keys(doc.components.schemas)).toEqual(expect.arrayContaining(['Link', 'PaginationMetadata', 'Problem', 'CompetitionApproval', 'CompetitionApprovalPayload']));
    // A link's shape is written once, not in every list row.
    expect(text.match(/"templated"/g)!.length).toBeLessThanOrEqual(2);
    for (const name of Object.keys(doc.components.schemas)) expect(text, name).toContain(`"#/components/schemas/${name}"`);
    // The query of a list stays its operation's parameters.
    expect(operation('records.get_records').parameters!.map((p) => p.name)).toEqual(expect.arrayContaining(['id', 'pageNumber', 'pageSize']));
  });
});

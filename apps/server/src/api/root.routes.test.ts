import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from '../test/harness';
import { findRoleRequestId, jsonPatch, loadOrgs, loginAll, statusPatch, type Org } from '../test/fixtures';

let t: TestApp;
let s: Awaited<ReturnType<typeof loginAll>>;
let org: (name: string) => Org;

beforeAll(async () => {
  t = await createTestApp();
  s = await loginAll(t);
  org = await loadOrgs(t);
});
afterAll(() => t.close());

/** The texts of spec §8 (German) and their English and Dutch catalogue entries. */
const texts = {
  400: { de: 'Falsche Daten, bitte überprüfen Sie die Richtigkeit der Daten', en: 'Incorrect data, please check that the data is correct', nl: 'Onjuiste gegevens, controleer of de gegevens juist zijn' },
  401: { de: 'Ihre Sitzung ist abgelaufen, bitte melden Sie sich erneut an', en: 'Your session has expired, please sign in again', nl: 'Uw sessie is verlopen, log opnieuw in' },
  403: { de: 'Sie haben keinen Zugriff auf diese Ressource', en: 'You do not have access to this resource', nl: 'U hebt geen toegang tot deze bron' },
  404: {
    de: 'Angeforderte Daten nicht gefunden, überprüfen Sie die Richtigkeit der eingegebenen Daten',
    en: 'Requested data not found, please check that the data you entered is correct',
    nl: 'Opgevraagde gegevens niet gevonden, controleer of de ingevoerde gegevens juist zijn',
  },
  422: {
    de: 'Nicht verarbeitbare Daten, bitte überprüfen Sie die von Ihnen angegebenen Daten',
    en: 'Unprocessable data, please check the data you have provided',
    nl: 'Onverwerkbare gegevens, controleer de door u opgegeven gegevens',
  },
} as const;
type Culture = 'de' | 'en' | 'nl';
type Status = keyof typeof texts;

/** One failing request per status; `culture` is appended to the query. */
const failing: Record<Status, (culture: Culture) => Promise<LightMyRequestResponse>> = {
  400: (c) => t.as(null, { method: 'POST', url: `/api/account/login?culture=${c}`, headers: { 'content-type': 'application/json' }, payload: '{"email": ' }),
  // A token that does not hold (without one, the caller is asked to sign in: account/sessions.test.ts).
  401: (c) => t.as('not-a-valid.jwt.token', { method: 'GET', url: `/api/users/current?culture=${c}` }),
  403: (c) => t.as(s.club.token, { method: 'GET', url: `/api/organizations/${org('Eintracht Frankfurt e.V.').id}/userroles?culture=${c}` }),
  404: (c) => t.as(s.club.token, { method: 'GET', url: `/api/organizations/${org('AV Phanos').id}?culture=${c}` }),
  422: (c) => t.as(s.club.token, { method: 'POST', url: `/api/rolerequests?culture=${c}`, payload: {} }),
};

function expectProblem(res: LightMyRequestResponse, status: number) {
  expect(res.statusCode).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body = res.json();
  expect(Object.keys(body).sort()).toEqual(status === 422 ? ['code', 'errors', 'message', 'status', 'title'] : ['code', 'message', 'status', 'title']);
  expect(body.status).toBe(status);
  for (const key of ['title', 'message', 'code']) expect(typeof body[key] === 'string' && body[key].length > 0, key).toBe(true);
  return body as { status: number; title: string; message: string; code: string; errors?: Record<string, string[]> };
}

describe('error bodies', () => {
  it.each(Object.keys(texts).map(Number) as Status[])('%i answers { status, title, message, code } with the spec §8 text', async (status) => {
    const body = expectProblem(await failing[status]('de'), status);
    expect(body.title).toBe(texts[status].de);
    expect(body.message).toBe(texts[status].de);
    expect(body.code).toBe(`http.${status}`);
  });

  it('keeps the shape for paths the router does not know', async () => {
    const body = expectProblem(await t.as(null, { method: 'GET', url: '/api/does-not-exist' }), 404);
    expect(body).toEqual({ status: 404, title: texts[404].de, message: texts[404].de, code: 'http.404' });
    expectProblem(await t.as(s.club.token, { method: 'DELETE', url: '/api/users/current' }), 404);
  });

  it('422 lists the field errors under the screens’ keys', async () => {
    const body = expectProblem(await failing[422]('de'), 422);
    expect(body.errors).toEqual({ RoleId: ['Rolle ist erforderlich'], OrganizationId: ['Organisation ist erforderlich'] });
  });

  it('422 with a Model error carries that message and its catalogue key as code', async () => {
    const approved = await findRoleRequestId(t, s.club.id, 'OrgUser', org('Eintracht Frankfurt e.V.').id);
    const body = expectProblem(await jsonPatch(t, s.region.token, `/api/rolerequests/${approved}/status`, statusPatch(2)), 422);
    expect(body).toEqual({
      status: 422,
      title: texts[422].de,
      message: 'Dieser Statuswechsel ist nicht möglich',
      code: 'errorInvalidTransition',
      errors: { Model: ['Dieser Statuswechsel ist nicht möglich'] },
    });
  });

  it('answers a malformed JSON Patch document with 400', async () => {
    const res = await t.as(s.region.token, { method: 'PATCH', url: '/api/rolerequests/1/status', headers: { 'content-type': 'application/json-patch+json' }, payload: '[{"op":' });
    expectProblem(res, 400);
  });
});

describe('culture', () => {
  it.each(['en', 'nl'] as const)('translates every error status into %s', async (culture) => {
    for (const status of Object.keys(texts).map(Number) as Status[]) {
      const body = expectProblem(await failing[status](culture), status);
      expect(body.title, `${status}`).toBe(texts[status][culture]);
      expect(body.message, `${status}`).not.toBe(texts[status].de);
    }
  });

  it('translates field errors and Model errors', async () => {
    expect(expectProblem(await failing[422]('en'), 422).errors).toEqual({ RoleId: ['Role is required'], OrganizationId: ['Organisation is required'] });
    expect(expectProblem(await failing[422]('nl'), 422).errors).toEqual({ RoleId: ['Rol is verplicht'], OrganizationId: ['Organisatie is verplicht'] });
    const approved = await findRoleRequestId(t, s.club.id, 'OrgUser', org('Eintracht Frankfurt e.V.').id);
    const en = await jsonPatch(t, s.region.token, `/api/rolerequests/${approved}/status?culture=en`, statusPatch(2));
    expect(en.json()).toMatchObject({ message: 'This status change is not possible', code: 'errorInvalidTransition' });
  });

  it('takes Accept-Language when no culture is given, the culture parameter first, and German for anything else', async () => {
    const url = '/api/users/current';
    const forged = 'not-a-valid.jwt.token';
    expect((await t.as(forged, { method: 'GET', url, headers: { 'accept-language': 'en-GB,en;q=0.8' } })).json().message).toBe(texts[401].en);
    expect((await t.as(forged, { method: 'GET', url: `${url}?culture=nl`, headers: { 'accept-language': 'en-GB' } })).json().message).toBe(texts[401].nl);
    expect((await t.as(forged, { method: 'GET', url: `${url}?culture=fr` })).json().message).toBe(texts[401].de);
    expect((await t.as(forged, { method: 'GET', url })).json().message).toBe(texts[401].de);
  });
});

describe('root', () => {
  it('answers the link catalogue anonymously and refuses an expired or forged token with 401', async () => {
    const anonymous = await t.as(null, { method: 'GET', url: '/api' });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json().links.length).toBeGreaterThan(0);
    const forged = await t.as(`${s.club.token.slice(0, -4)}AAAA`, { method: 'GET', url: '/api' });
    expectProblem(forged, 401);
  });
});

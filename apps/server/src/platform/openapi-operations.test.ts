import { describe, expect, it } from 'vitest';
import { completeDocument, type OpenApiDocument, operationIdOf } from './openapi-operations.js';

describe('operationIdOf', () => {
  it('derives a camelCase id from the method and the path, without the API prefix', () => {
    expect(operationIdOf('post', '/api/v1/bets/make')).toBe('postBetsMake');
    expect(operationIdOf('put', '/api/v1/user/account/{id}/default')).toBe('putUserAccountByIdDefault');
    expect(operationIdOf('get', '/api/v1/auth/two-factor-qr')).toBe('getAuthTwoFactorQr');
    expect(operationIdOf('get', '/dev/inbox.json')).toBe('getDevInboxJson');
    expect(operationIdOf('post', '/api/admin/v1/events/{id}/markets/{market_id}/void')).toBe(
      'postApiAdminV1EventsByIdMarketsByMarketIdVoid',
    );
  });
});

describe('completeDocument', () => {
  it('adds ids, explicit security, the envelope answers and the tags; keeps what a route set', () => {
    const document: OpenApiDocument = {
      paths: {
        '/api/v1/ping': { get: { tags: ['ping'], responses: { 200: {} } } },
        '/api/v1/user/token/{id}': {
          delete: {
            operationId: 'endSession',
            tags: ['user'],
            security: [{ bearer: [] }],
            parameters: [{ in: 'path', name: 'id' }],
            responses: { 200: {} },
          },
        },
        '/api/v1/bets/update': { post: { tags: ['bets'], security: [{}, { bearer: [] }], requestBody: {} } },
      },
    };
    const done = completeDocument(document);
    const ping = done.paths?.['/api/v1/ping']?.get;
    expect(ping?.operationId).toBe('getPing');
    expect(ping?.security).toEqual([]);
    expect(Object.keys(ping?.responses ?? {})).toEqual(['200']);

    const end = done.paths?.['/api/v1/user/token/{id}']?.delete;
    expect(end?.operationId).toBe('endSession');
    expect(end?.responses).toMatchObject({
      401: { $ref: '#/components/responses/Unauthorized' },
      404: { $ref: '#/components/responses/NotFound' },
      422: { $ref: '#/components/responses/ValidationError' },
    });

    // An optional token gives no 401: a bad one reads as a visitor.
    const update = done.paths?.['/api/v1/bets/update']?.post;
    expect(Object.keys(update?.responses ?? {})).toEqual(['422']);

    expect(done.components?.responses?.Unauthorized).toBeDefined();
    expect(done.components?.schemas?.ErrorEnvelope).toBeDefined();
    expect(done.tags?.map((tag) => tag.name)).toEqual(['bets', 'ping', 'user']);
    expect(done.tags?.every((tag) => tag.description.length > 0)).toBe(true);
  });

  it('gives every call of the operators’ API its 403, which the address allow-list can answer before any guard', () => {
    const document: OpenApiDocument = {
      paths: {
        '/api/admin/v1/dashboard': { get: { tags: ['backoffice dashboard'], security: [{ operatorBearer: [] }] } },
        // Open to any caller, as the operators' sign-in is: the allow-list still comes first.
        '/api/admin/v1/open-call': { post: { tags: ['backoffice auth'], security: [], requestBody: {} } },
        '/api/v1/ping': { get: { tags: ['ping'] } },
      },
    };
    const done = completeDocument(document);
    expect(Object.keys(done.paths?.['/api/admin/v1/dashboard']?.get?.responses ?? {})).toEqual(['401', '403']);
    expect(Object.keys(done.paths?.['/api/admin/v1/open-call']?.post?.responses ?? {})).toEqual(['403', '422']);
    expect(done.paths?.['/api/v1/ping']?.get?.responses?.[403]).toBeUndefined();
  });
});

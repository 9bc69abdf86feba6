import type { INestApplication } from '@nestjs/common';
import request from 'supertest';

/** Calls the API as a client would, with one company's key. */
export function apiClient(app: INestApplication, key: string) {
  const server = app.getHttpServer();
  return {
    get: (path: string) => request(server).get(path).set('X-Api-Key', key),
    post: (path: string, body: object = {}) => request(server).post(path).set('X-Api-Key', key).send(body),
    patch: (path: string, body: object = {}) => request(server).patch(path).set('X-Api-Key', key).send(body),
    put: (path: string, body: object = {}) => request(server).put(path).set('X-Api-Key', key).send(body),
    delete: (path: string) => request(server).delete(path).set('X-Api-Key', key),
    createUser: async (externalId?: string): Promise<string> =>
      (await request(server).post('/v1/users').set('X-Api-Key', key).send(externalId ? { external_id: externalId } : {})).body.data.user_id,
  };
}

export type ApiClient = ReturnType<typeof apiClient>;

/** A valid identifier of each kind, for platforms that are not being provoked. */
export const GOOD_IDENTIFIER = { email: 'worker@example.com', email_or_phone: '+525512345678', phone: '+525512345678', curp: 'GODE561231HDFRRN09' } as const;

import { onEveryDatabase } from '../../testing/api-harness';
import { apiClient } from '../../testing/api-client';
import { e2eSetup } from '../../testing/e2e-setup';

onEveryDatabase((name, postgresUrl) => {
  describe(`An account's profile and employment record on the wire, on ${name}`, () => {
    const e2e = e2eSetup({ postgresUrl });

    async function synced(platform: string, identifier: string, secret?: Record<string, string>): Promise<string> {
      const userId = await e2e.api.createUser();
      const created = await e2e.api.post('/v1/accounts', { identifier, platform, country: 'mx', user_id: userId }).expect(201);
      const accountId: string = created.body.data.account_id;
      if (secret) await e2e.api.post(`/v1/accounts/${accountId}/validate`, secret).expect(200);
      await e2e.h.runJobs();
      return accountId;
    }

    it('serves a gig worker’s profile with every field, snake_case', async () => {
      const accountId = await synced('uber', 'ana@example.com', { otp_code: '123456' });
      const res = await e2e.api.get(`/v1/accounts/${accountId}/profile`).expect(200);
      expect(res.body).toEqual({
        success: true,
        error: null,
        data: {
          account_id: accountId,
          platform: 'uber',
          worker_id: 'bd23feac-1f69-498d-9c81-6d429493c55e',
          profile: {
            first_name: 'Valentina', last_name: 'Rodríguez González', email: 'ana@example.com', phone: '+528768052203', birthday: '1989-10-03',
            address: 'Calle Hidalgo 1906', city_name: 'Puebla', picture_url: 'https://sandbox.gig.dev/avatars/9503cd2c.jpg',
          },
          ids_info: [{ type: 'national', name: 'CURP', value: 'ROGV891003MJCDNL27' }],
          vehicle_info: { type: 'car', brand: 'Chevrolet', model: 'Aveo', year: 2023, license_plate: 'KTX-277-V' },
          metrics_info: { acceptance_rate: 0.84, cancellation_rate: 0.04, rating: 4.77, lifetime_trips: 15800, time_since_first_trip: 'P6Y7M', level_name: 'Diamond' },
        },
      });
    });

    it('serves an institute worker’s profile and employment record with every field, snake_case', async () => {
      const accountId = await synced('imss', 'GODE561231HDFRRN09');
      const profile = await e2e.api.get(`/v1/accounts/${accountId}/profile`).expect(200);
      expect(profile.body.data).toEqual({
        account_id: accountId,
        platform: 'imss',
        worker_id: '33225662894',
        profile: {
          first_name: 'Miguel', last_name: 'Rivera García', email: 'miguel.rivera35@example.com', phone: '+525474438936', birthday: '1956-12-31',
          address: 'Av. Insurgentes Sur 1862', city_name: 'Ciudad de México', picture_url: null,
        },
        ids_info: [{ type: 'national', name: 'CURP', value: 'GODE561231HDFRRN09' }, { type: 'social_security_number', name: 'NSS', value: '33225662894' }],
        vehicle_info: null,
        metrics_info: null,
      });
      const employment = await e2e.api.get(`/v1/accounts/${accountId}/employment`).expect(200);
      const job = (employer: string, employer_registration: string, start_date: string, end_date: string | null, job_title: string, federal_entity: string, base_salary: number) =>
        ({ employer, employer_registration, start_date, end_date, job_title, federal_entity, base_salary });
      expect(employment.body).toEqual({
        success: true,
        error: null,
        data: {
          account_id: accountId,
          platform: 'imss',
          employment_info: { quoted_weeks: 1085, discounted_weeks: 9, reintegrated_weeks: 1, status: 'employed' },
          employment_history: [
            job('Servicios Administrativos Azteca S.C.', 'S8061248384', '2020-02-10', null, 'Vendedor de piso', 'Veracruz', 756.79),
            job('Tiendas Económicas del Centro S.A. de C.V.', 'W3586553156', '2013-10-17', '2019-12-21', 'Vendedor de piso', 'Nuevo León', 599.68),
            job('Grupo Constructor Anáhuac S.A. de C.V.', 'A9119717524', '2007-03-24', '2013-08-31', 'Técnico de mantenimiento', 'Guanajuato', 465.85),
            job('Alimentos La Huerta S.A. de C.V.', 'N0898083431', '2003-11-10', '2007-02-15', 'Vendedor de piso', 'Nuevo León', 350.3),
          ],
        },
        pagination: { page: 1, items_per_page: 100, total_items: 4, total_pages: 1 },
      });
      const second = await e2e.api.get(`/v1/accounts/${accountId}/employment?page=2&items_per_page=3`).expect(200);
      expect(second.body.data.employment_history).toEqual([employment.body.data.employment_history[3]]);
      expect(second.body.pagination).toEqual({ page: 2, items_per_page: 3, total_items: 4, total_pages: 2 });
      for (const query of ['page=0', 'items_per_page=1001', 'page=x', 'items_per_page=1.5']) {
        const refused = await e2e.api.get(`/v1/accounts/${accountId}/employment?${query}`).expect(422);
        expect(refused.body.error).toMatchObject({ code: 'bad_request', errors: [{ field: query.split('=')[0], message: expect.any(String) }] });
      }
    });

    it('shows legacy id document types stored before Palenca’s names under the new names', async () => {
      const accountId = await synced('imss', 'GODE561231HDFRRN09');
      await e2e.h.database.dataSource.query(
        `UPDATE account_profiles SET profile = jsonb_set(profile, '{ids_info}', '[{"type":"national_id","name":"CURP","value":"A"},{"type":"rfc","name":"RFC","value":"B"},{"type":"nss","name":"NSS","value":"C"}]')`,
      );
      const res = await e2e.api.get(`/v1/accounts/${accountId}/profile`).expect(200);
      expect(res.body.data.ids_info.map((id: { type: string }) => id.type)).toEqual(['national', 'tax', 'social_security_number']);
    });

    it('answers an account of another company as absent', async () => {
      const accountId = await synced('imss', 'GODE561231HDFRRN09');
      const other = apiClient(e2e.h.app, (await e2e.h.createCompany('Other')).private_key);
      const absent = { code: 'not_found_error', message: 'No account with that id in your company.', errors: null };
      for (const path of ['', '/profile', '/employment']) {
        expect((await other.get(`/v1/accounts/${accountId}${path}`).expect(404)).body.error).toEqual(absent);
      }
      expect((await other.post(`/v1/accounts/${accountId}/earnings/search`, { start_date: '2025-01-01', end_date: '2025-01-31' }).expect(404)).body.error).toEqual(absent);
      expect((await other.delete(`/v1/accounts/${accountId}`).expect(404)).body.error).toEqual(absent);
      await e2e.api.get(`/v1/accounts/${accountId}`).expect(200);
    });
  });
});

/** @jest-environment jsdom */
import { seedResponses, serveResponses } from '../list/list-fixture';
import { startFakeApi, type FakeApi } from '../test/fake-api';
import { fetchAllResponses } from './export-rows';

let server: FakeApi;
beforeAll(async () => {
  server = await startFakeApi();
});
afterAll(() => server.close());

test('the export reads every page; past its limit it says how many of how many it holds (never a silent cut)', async () => {
  serveResponses(server, seedResponses(130));
  const all = await fetchAllResponses({ search: '', form: '', status: '' });
  expect(all.responses).toHaveLength(130);
  expect(all.total).toBe(130);
  const cut = await fetchAllResponses({ search: '', form: '', status: '' }, 120);
  expect(cut.responses).toHaveLength(120);
  expect(cut.total).toBe(130);
  expect(cut.responses[119]._id).toBe('r120');
});

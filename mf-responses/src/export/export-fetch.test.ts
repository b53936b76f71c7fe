/** @jest-environment jsdom */
import { useApiServer } from '@fikr/shared/testing';
import { seedResponses, serveResponses } from '../list/list-fixture';
import { fetchAllResponses } from './export-rows';

const { server } = useApiServer();

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

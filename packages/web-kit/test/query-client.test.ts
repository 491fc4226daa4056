import { createQueryClient } from '../src';
import { fakeResponse, installFetch } from './fake-response';

test('queries never go stale, do not refetch on focus, do not retry; mutations do not retry', () => {
  const { queries, mutations } = createQueryClient().getDefaultOptions();
  expect(queries).toMatchObject({ staleTime: Infinity, refetchOnWindowFocus: false, refetchInterval: false, retry: false });
  expect(mutations).toMatchObject({ retry: false });
});

test('the default query is a GET on the key joined as a URL', async () => {
  const fetch = installFetch(fakeResponse(200, '{"id":7}'));
  const client = createQueryClient();
  await expect(client.fetchQuery({ queryKey: ['/api/vehicles', 7] })).resolves.toEqual({ id: 7 });
  expect(fetch).toHaveBeenCalledWith('/api/vehicles/7', { credentials: 'include' });
});

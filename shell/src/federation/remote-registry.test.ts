import { parseManifest } from './remote-registry';

const team = {
  entry: '/remotes/mf-team/mf-manifest.json',
  pages: [{ path: 'team/*', module: 'routes', menu: { uz: 'Jamoa', ru: 'Команда', en: 'Team' }, roles: ['owner'] }],
};

test('a malformed entry is left out and the other remotes stay', () => {
  const quiet = jest.spyOn(console, 'error').mockImplementation(() => {});
  const parsed = parseManifest({
    mf_team: team,
    mf_forms: '/remotes/mf-forms/mf-manifest.json',
    mf_bad: { entry: '/x.json', pages: [{ path: 'bad', module: 'routes', roles: ['king'] }] },
    mf_worse: 42,
  });
  expect(parsed).toEqual({ mf_team: team, mf_forms: { entry: '/remotes/mf-forms/mf-manifest.json' } });
  expect(quiet).toHaveBeenCalledTimes(2);
  quiet.mockRestore();
  expect(parseManifest(null)).toEqual({});
});

// API tests start real databases (and bursts of concurrent requests); under a loaded machine the default 5 s is
// not enough. `testTimeout` of a project config is ignored when jest runs several projects, so it is set here.
jest.setTimeout(60_000);

// The console's data cache (TanStack Query) is one per page, as in the browser; in a test file it would carry one
// test's answers into the next, so each test starts from an empty cache, as a new visit without stored data does.
// Before each test, not after: after one, its components are still mounted until Testing Library's cleanup, and
// an emptied cache under a mounted page makes it ask again, into the next test.
/* global beforeEach */
const path = require('node:path');

beforeEach(() => {
  require(path.join(__dirname, 'shared/src/api/query-client.ts')).queryClient.clear();
});

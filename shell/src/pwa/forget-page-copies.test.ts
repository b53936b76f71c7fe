import { forgetPageCopies } from './forget-page-copies';

afterEach(() => localStorage.clear());

test("the page copies earlier versions kept are removed, and nothing else of the device's storage", () => {
  localStorage.setItem('fikr.pageSnapshot:/business/dashboard', '{"html":"<main>…</main>"}');
  localStorage.setItem('fikr.pageSnapshot:/business/responses', '{"html":"<main>…</main>"}');
  localStorage.setItem('token', 'a-token');
  localStorage.setItem('businessId', 'b1');
  forgetPageCopies();
  expect(Object.keys(localStorage).sort()).toEqual(['businessId', 'token']);
});

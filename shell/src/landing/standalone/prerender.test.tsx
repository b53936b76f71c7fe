import { landingTexts } from '../../i18n/landing-texts';
import { renderLanding } from './prerender';

// The build runs this tree on Preact (shell/build-landing.mjs); here it runs on React, the same components.
test('the prerendered landing is the whole page in its language, with one external script and no inline one', () => {
  const html = renderLanding('ru', '/landing/landing-ABCDEFGH.js');
  expect(html).toMatch(/^<!doctype html>\n<html lang="ru">/);
  expect(html).toContain(`<h1>${landingTexts.ru.title}</h1>`);
  expect(html).toContain(`<meta name="description" content="${landingTexts.ru.subtitle}">`);
  expect(html).toContain('href="/login"');
  expect(html).toContain(landingTexts.ru.login);
  for (const n of [1, 2, 3, 4] as const) expect(html).toContain(landingTexts.ru.faq[`q${n}`]);
  expect(html.match(/<script/g)).toHaveLength(1);
  expect(html).toContain('<script defer src="/landing/landing-ABCDEFGH.js"></script>');
});

test('each language has its own page', () => {
  expect(renderLanding('uz', '/x.js')).toContain(landingTexts.uz.title);
  expect(renderLanding('en', '/x.js')).toContain(landingTexts.en.title);
  expect(renderLanding('en', '/x.js')).toContain('<html lang="en">');
});

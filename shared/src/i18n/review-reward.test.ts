// No text of the product may put a public review next to a reward. Google's and Trustpilot's rules and the US FTC's
// rule on reviews (16 CFR 465) forbid paying for reviews and asking only happy customers: a review site's link is
// offered to every public respondent and is never rewarded. Every catalogue of every language is read, the shared
// one and each app's (found on disk, so a new catalogue cannot slip past), and each of its texts is checked alone.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(__dirname, '../../..');

/** A public review or a review site: Google, Yandex, 2GIS, Trustpilot, or asking for a review, in uz, ru and en. */
const REVIEW =
  /google|yandex|яндекс|гугл|2gis|2гис|trustpilot|leave a (public )?review|write a review|public review|reviews? on |sharh qoldir|ochiq sharh|xaritada|отзыв на карт|оставьте (открытый )?отзыв|оставить отзыв|открытый отзыв|на карте/i;
/** A reward: coin, voucher, cashback, bonus or the word reward itself, in uz, ru and en. */
const REWARD =
  /\bcoin|коин|voucher|vaucher|ваучер|cash ?back|keshbek|кэшбэк|кешбэк|bonus|бонус|reward|mukofot|вознагражд|награ|\{\{(coin|amount)\}\}/i;

/** Catalogue files: the shared locales and every app's texts (i18n, locales, *-texts), tests left out. */
function catalogueFiles(dir: string, inCatalogue = false): string[] {
  const found: string[] = [];
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) {
      found.push(...catalogueFiles(full, inCatalogue || /^(i18n|locales)$/.test(name)));
    } else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) {
      if (inCatalogue || /^(i18n|texts)\.ts$|-texts\.ts$/.test(name)) found.push(full);
    }
  }
  return found;
}

/** Every string a file spells out (string and template literals), with its line. */
function textsOf(file: string): Array<{ text: string; line: number }> {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const texts: Array<{ text: string; line: number }> = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      texts.push({ text: node.text, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1 });
    } else if (ts.isTemplateExpression(node)) {
      const whole = [node.head.text, ...node.templateSpans.map((s) => `{{x}}${s.literal.text}`)].join('');
      texts.push({ text: whole, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return texts;
}

const apps = readdirSync(ROOT).filter((name) => /^(mf-|shell$|shared$)/.test(name));
const files = apps.flatMap((app) => catalogueFiles(path.join(ROOT, app, 'src')));

/** The texts of `files` that put a review next to a reward, as file:line: text. */
function offenders(list: string[]): string[] {
  return list.flatMap((file) =>
    textsOf(file)
      .filter(({ text }) => REVIEW.test(text) && REWARD.test(text))
      .map(({ text, line }) => `${path.relative(ROOT, file)}:${line}: ${text}`),
  );
}

describe('no review is ever next to a reward', () => {
  it('reads the shared locales and every app’s catalogue, in every language', () => {
    const relative = files.map((f) => path.relative(ROOT, f));
    for (const lang of ['uz', 'ru', 'en']) expect(relative).toContain(`shared/src/i18n/locales/${lang}.ts`);
    expect(relative).toEqual(expect.arrayContaining(['mf-public/src/locales/uz.ts', 'mf-public/src/locales/ru.ts']));
    expect(relative).toEqual(
      expect.arrayContaining(['mf-settings/src/locales/uz.ts', 'mf-responses/src/locales/en.ts']),
    );
    expect(relative.some((f) => f.startsWith('shell/src/i18n/'))).toBe(true);
  });

  it('no text of any catalogue puts a review site or a review request next to a reward', () => {
    expect(offenders(files)).toEqual([]);
  });

  it('the check catches such a text in every language', () => {
    const bad = [
      'Leave a review on Google Maps and get 500 coin',
      "Google'da sharh qoldiring va voucher oling",
      'Оставьте отзыв в Яндекс Картах и получите кэшбэк',
      '2GIS: {{coin}} bonus for your review',
    ];
    for (const text of bad) expect(REVIEW.test(text) && REWARD.test(text)).toBe(true);
    const fine = ['Xohlasangiz, xaritada ochiq sharh qoldiring', '{{amount}} coin hisobingizga tushdi'];
    for (const text of fine) expect(REVIEW.test(text) && REWARD.test(text)).toBe(false);
  });
});

import type { Locator, Page } from 'playwright-core';

/**
 * Clicks the option titled `title` in the antd Select list open on `page`. On a busy machine antd can miss a click
 * on an option while its list is still opening (the list then stays open over the fields below it): the option is
 * clicked again until the list closes, three times at most.
 */
export async function clickOption(page: Page, title: string): Promise<void> {
  const option = page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${title}"]`);
  for (let attempt = 1; ; attempt++) {
    await option.click();
    try {
      await option.waitFor({ state: 'hidden', timeout: 3_000 });
      return;
    } catch (err) {
      if (attempt === 3) throw err;
    }
  }
}

/** Opens the antd Select `opener` and picks its option titled `title` (see clickOption). */
export async function chooseOption(page: Page, opener: Locator, title: string): Promise<void> {
  await opener.click();
  await clickOption(page, title);
}

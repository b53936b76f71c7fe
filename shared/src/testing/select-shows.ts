import { screen } from '@testing-library/react';

/**
 * The combobox (an antd Select's input) labelled `label`, by its label or aria-label. getByRole('combobox',
 * { name }) finds the same element, but it reads computed styles, which jsdom works out again against all of
 * antd's CSS after every change of the page: on a form that is seconds a query, and a waitFor polls many.
 */
export function combobox(label: string): HTMLElement {
  return screen.getByLabelText(label, { selector: '[role="combobox"]' });
}

/**
 * What the select labelled `label` shows: the chosen option's text, or its placeholder while nothing is chosen.
 * antd 6 keeps the combobox input itself empty and draws that text beside it, in the element holding both.
 */
export function selectShows(label: string): string {
  return combobox(label).parentElement?.textContent ?? '';
}

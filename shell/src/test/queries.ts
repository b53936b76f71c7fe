import { fireEvent, screen, within } from '@testing-library/react';

/**
 * Opens the antd Select labelled `label` and returns its dropdown: the element holding the input's listbox, which
 * antd keeps for screen readers, and the options drawn on screen.
 */
function openDropdown(label: string): HTMLElement {
  const input = screen.getByLabelText(label);
  if (input.getAttribute('aria-expanded') !== 'true') fireEvent.mouseDown(input); // a second mouseDown would close it
  const dropdown = document.getElementById(`${input.id}_list`)?.parentElement;
  if (!dropdown) throw new Error(`the '${label}' select did not open`);
  return dropdown as HTMLElement;
}

/** Opens the antd Select labelled `label` and picks the option with the text `option`. */
export function selectOption(label: string, option: string): void {
  fireEvent.click(within(openDropdown(label)).getByTitle(option));
}

/** Texts of the options the Select labelled `label` offers; closes it again. */
export function optionsOf(label: string): string[] {
  // the options on screen carry their text as a title; the screen-reader listbox's copies do not
  const options = Array.from(openDropdown(label).querySelectorAll('[title]')).map(
    (el) => el.getAttribute('title') ?? '',
  );
  fireEvent.keyDown(screen.getByLabelText(label), { key: 'Escape', keyCode: 27, which: 27 });
  return options;
}

/** The button showing `text` (role queries walk the whole accessibility tree and are slow on antd pages). */
export function button(text: string): HTMLButtonElement {
  const found = screen.getByText(text, { selector: 'button, button *' }).closest('button');
  if (!found) throw new Error(`no button '${text}'`);
  return found;
}

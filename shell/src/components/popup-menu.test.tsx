import { fireEvent, render, screen } from '@testing-library/react';
import { PopupMenu } from './popup-menu';

function renderMenu(onSelect = jest.fn()) {
  render(
    <>
      <PopupMenu
        label="Til"
        items={[
          { key: 'uz', label: "O'zbekcha" },
          { key: 'ru', label: 'Русский', selected: true },
          { key: 'en', label: 'English' },
        ]}
        onSelect={onSelect}
        trigger={(props) => (
          <button type="button" {...props}>
            UZ
          </button>
        )}
      />
      <p>outside</p>
    </>,
  );
  return onSelect;
}

test('the button opens a named menu on the chosen item; up and down move through it; a choice closes it', () => {
  const onSelect = renderMenu();
  const button = screen.getByRole('button', { name: 'UZ' });
  expect(button).toHaveAttribute('aria-expanded', 'false');
  fireEvent.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('menu', { name: 'Til' })).toBeVisible();
  expect(screen.getByRole('menuitem', { name: 'Русский' })).toHaveFocus();
  fireEvent.keyDown(document, { key: 'ArrowDown' });
  expect(screen.getByRole('menuitem', { name: 'English' })).toHaveFocus();
  fireEvent.keyDown(document, { key: 'ArrowDown' });
  expect(screen.getByRole('menuitem', { name: "O'zbekcha" })).toHaveFocus();
  fireEvent.keyDown(document, { key: 'ArrowUp' });
  expect(screen.getByRole('menuitem', { name: 'English' })).toHaveFocus();
  fireEvent.click(screen.getByRole('menuitem', { name: 'English' }));
  expect(onSelect).toHaveBeenCalledWith('en');
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
});

test('Escape closes it and gives the focus back to the button; a click outside closes it without a choice', () => {
  const onSelect = renderMenu();
  const button = screen.getByRole('button', { name: 'UZ' });
  fireEvent.click(button);
  fireEvent.keyDown(document, { key: 'Escape' });
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  expect(button).toHaveFocus();
  fireEvent.click(button);
  fireEvent.mouseDown(screen.getByText('outside'));
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  expect(onSelect).not.toHaveBeenCalled();
});

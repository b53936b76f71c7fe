/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { LightButton } from './light-button';

test('a light button is off with every antd control when the console is read-only, unless told otherwise', () => {
  const onClick = jest.fn();
  render(
    <ConfigProvider componentDisabled>
      <LightButton onClick={onClick}>Hisobni to‘ldirish</LightButton>
      <LightButton disabled={false}>Yopish</LightButton>
    </ConfigProvider>,
  );
  const topUp = screen.getByRole('button', { name: 'Hisobni to‘ldirish' });
  expect(topUp).toBeDisabled();
  fireEvent.click(topUp);
  expect(onClick).not.toHaveBeenCalled();
  expect(screen.getByRole('button', { name: 'Yopish' })).toBeEnabled();
});

test('outside a read-only console it answers a click', () => {
  const onClick = jest.fn();
  render(<LightButton onClick={onClick}>Qayta urinish</LightButton>);
  fireEvent.click(screen.getByRole('button', { name: 'Qayta urinish' }));
  expect(onClick).toHaveBeenCalledTimes(1);
});

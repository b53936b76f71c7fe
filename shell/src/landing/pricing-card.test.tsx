import { fireEvent, screen } from '@testing-library/react';
import { renderAt } from '../test/render';
import { PricingCard } from './pricing-card';

const text = (id: string) => screen.getByTestId(id).textContent;
const press = (key: 'Home' | 'End' | 'ArrowRight' | 'ArrowLeft' | 'PageUp', keyCode: number) =>
  fireEvent.keyDown(screen.getByRole('slider'), { key, keyCode, which: keyCode });

test('the coin tab starts at 50 000 with its fee, in the success colour', () => {
  renderAt(<PricingCard />);
  expect(text('pricing-amount')).toBe("50 000 so'm");
  expect(text('pricing-fee')).toBe("650 so'm");
  expect(text('pricing-total')).toBe("50 650 so'm");
  expect(screen.getByTestId('pricing-card').getAttribute('data-tone')).toBe('success');
});

test('moving the slider changes amount and fee; from 100 000 the card turns info', () => {
  renderAt(<PricingCard />);
  press('End', 35);
  expect(text('pricing-amount')).toBe("10 000 000 so'm");
  expect(text('pricing-fee')).toBe("50 000 so'm");
  expect(screen.getByTestId('pricing-card').getAttribute('data-tone')).toBe('info');
  press('Home', 36);
  expect(text('pricing-amount')).toBe("1 000 so'm");
  expect(text('pricing-fee')).toBe("200 so'm");
  press('ArrowRight', 39);
  expect(Number(text('pricing-amount')!.replace(/\D/g, '')) % 1000).toBe(0);
});

test("the keyboard moves the amount: ArrowRight at the minimum moves, each press moves at least 1 000 so'm", () => {
  renderAt(<PricingCard />);
  press('Home', 36);
  expect(text('pricing-amount')).toBe("1 000 so'm");
  press('ArrowRight', 39);
  expect(text('pricing-amount')).toBe("2 000 so'm");
  const amount = () => Number(text('pricing-amount')!.replace(/\D/g, ''));
  let last = amount();
  for (let i = 0; i < 10; i++) {
    press('ArrowRight', 39);
    expect(amount()).toBeGreaterThanOrEqual(last + 1000);
    last = amount();
  }
  press('ArrowLeft', 37);
  expect(amount()).toBeLessThanOrEqual(last - 1000);
  const before = amount();
  press('PageUp', 33);
  expect(amount()).toBeGreaterThan(before * 1.2);
});

test('the voucher tab uses the voucher tier table and its own bounds', () => {
  renderAt(<PricingCard />);
  fireEvent.click(screen.getByRole('tab', { name: "Voucher o'tkazmalari" }));
  expect(text('pricing-amount')).toBe("50 000 so'm");
  expect(text('pricing-fee')).toBe("2 000 so'm");
  press('Home', 36);
  expect(text('pricing-amount')).toBe("5 000 so'm");
  expect(text('pricing-fee')).toBe("250 so'm");
  fireEvent.click(screen.getByRole('tab', { name: "Coin o'tkazmalari" }));
  expect(text('pricing-amount')).toBe("50 000 so'm");
});

/** @jest-environment jsdom */
import { render } from '@testing-library/react';
import type { AbstractNode } from '@ant-design/icons-svg/es/types';
import StarFilled from '@ant-design/icons-svg/es/asn/StarFilled';
import WalletOutlined from '@ant-design/icons-svg/es/asn/WalletOutlined';
import { SvgIcon } from './svg-icon';

test("an icon is antd's own drawing, 1em in the text colour, hidden from screen readers", () => {
  const { container } = render(<SvgIcon icon={WalletOutlined} style={{ color: 'red' }} />);
  const box = container.firstElementChild as HTMLElement;
  expect(box).toHaveClass('anticon', 'anticon-wallet');
  expect(box).toHaveAttribute('aria-hidden', 'true');
  expect(box.style.color).toBe('red');
  const svg = box.querySelector('svg')!;
  expect(svg).toHaveAttribute('viewBox', '64 64 896 896');
  expect(svg).toHaveAttribute('width', '1em');
  expect(svg).toHaveAttribute('fill', 'currentColor');
  const paths = [...svg.querySelectorAll('path')].map((p) => p.getAttribute('d'));
  expect(paths).toEqual((WalletOutlined.icon as AbstractNode).children?.map((c) => c.attrs.d));
});

test('a filled icon draws its shape as well', () => {
  const { container } = render(<SvgIcon icon={StarFilled} />);
  const paths = [...container.querySelectorAll('svg path')].map((p) => p.getAttribute('d'));
  expect(paths).toEqual((StarFilled.icon as AbstractNode).children?.map((c) => c.attrs.d));
  expect(paths.length).toBeGreaterThan(0);
});

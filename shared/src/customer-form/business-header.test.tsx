/**
 * @jest-environment jsdom
 */
import { render, screen } from '@testing-library/react';
import { assetUrl, BusinessHeader, RewardBadge } from './business-header';
import { customerFormTexts, translator } from './texts';

const t = translator(customerFormTexts, 'uz');
const business = { name: 'Choyxona Navro‘z', description: 'Milliy taomlar', logo: '/uploads/logos/a.png' };

describe('the business header', () => {
  it('shows the logo, name and description, and the reward under them', () => {
    render(
      <BusinessHeader business={business} logoUrl="/uploads/logos/a.png" t={t}>
        <RewardBadge data={{ typeMotive: 'voucher', coin: 0, voucher: { amount: 25000 } }} t={t} />
      </BusinessHeader>,
    );
    expect(screen.getByRole('img', { name: 'Choyxona Navro‘z logotipi' })).toHaveAttribute('width', '56');
    expect(screen.getByText('Milliy taomlar')).toBeInTheDocument();
    expect(screen.getByTestId('reward-badge')).toHaveTextContent("Voucher 25 000 so'm");
  });

  it('without a logo shows the name’s initial; an open link or a zero reward has no badge', () => {
    const { container } = render(
      <BusinessHeader business={{ ...business, logo: null }} t={t}>
        <RewardBadge data={{ typeMotive: 'coin', coin: 5000, openLink: true }} t={t} />
        <RewardBadge data={{ typeMotive: 'coin', coin: 0 }} t={t} />
      </BusinessHeader>,
    );
    expect(container.querySelector('.fp-logo')).toHaveTextContent('C');
    expect(screen.queryByTestId('reward-badge')).not.toBeInTheDocument();
  });

  it('logos live on the API’s origin', () => {
    expect(assetUrl('https://api.fikr.uz/api', '/uploads/a.png')).toBe('https://api.fikr.uz/uploads/a.png');
    expect(assetUrl('/api', '/uploads/a.png')).toBe('/uploads/a.png');
    expect(assetUrl('/api', 'data:image/png;base64,AA')).toBe('data:image/png;base64,AA');
    expect(assetUrl('/api', null)).toBeUndefined();
  });
});

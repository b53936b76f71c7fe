import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { REVIEW_SITES, type ReviewLinks, type ReviewSite } from '@fikr/shared/schemas';
import { NS } from '../i18n';

/**
 * The branch's own Google Maps, Yandex Maps and 2GIS pages (each an https link or empty): a link set here is offered
 * instead of the business's to every customer who answered the branch's survey publicly.
 */
export function BranchReviewLinks({
  links,
  problems,
  onChange,
}: {
  links: ReviewLinks;
  problems: Record<string, string>;
  onChange: (links: ReviewLinks) => void;
}) {
  const { t } = useTranslation(NS);
  const set = (site: ReviewSite, value: string) => onChange({ ...links, [site]: value === '' ? null : value });
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
      <legend style={{ fontWeight: 600, marginBottom: 8 }}>{t('branchDialog.reviewLinks')}</legend>
      {REVIEW_SITES.map((site) => (
        <Form.Item
          key={site}
          label={t(`branchDialog.review.${site}`)}
          htmlFor={`branch-review-${site}`}
          validateStatus={problems[`reviewLinks.${site}`] ? 'error' : undefined}
          help={problems[`reviewLinks.${site}`]}
        >
          <Input
            id={`branch-review-${site}`}
            type="url"
            inputMode="url"
            maxLength={500}
            placeholder="https://"
            value={links[site] ?? ''}
            onChange={(e) => set(site, e.target.value)}
          />
        </Form.Item>
      ))}
    </fieldset>
  );
}

import { useState } from 'react';
import { Alert, Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage, commonText, districtsOfRegion, REGIONS, type Lang } from '@fikr/shared';
import { branchInputSchema, type Branch } from '@fikr/shared/schemas';
import { NS } from '../i18n';
import type { BranchValues } from './use-branches';
import { BranchReviewLinks } from './branch-review-links';

interface BranchDialogProps {
  /** The branch to edit; null adds one. */
  branch: Branch | null;
  onSave: (values: BranchValues) => Promise<void>;
  onClose: () => void;
}

/**
 * Name, address, region and a district of that region (the shared reference data, as in the business profile);
 * checked by the shared schema first, the API's reason shown in the dialog when it refuses.
 */
export function BranchDialog({ branch, onSave, onClose }: BranchDialogProps) {
  const { t, i18n } = useTranslation([NS, 'common']);
  const lang = i18n.language as Lang;
  const [values, setValues] = useState<BranchValues>({
    name: branch?.name ?? '',
    address: branch?.address ?? '',
    region: branch?.region ?? null,
    district: branch?.district ?? null,
    reviewLinks: branch?.reviewLinks ?? { google: null, yandex: null, twogis: null },
  });
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const change = (patch: Partial<BranchValues>) => setValues((v) => ({ ...v, ...patch }));

  async function save() {
    const parsed = branchInputSchema.safeParse(values);
    if (!parsed.success) {
      setProblems(Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), commonText(i.message, lang)])));
      return;
    }
    setProblems({});
    setBusy(true);
    setFailure(null);
    try {
      const { name, address, reviewLinks } = parsed.data;
      await onSave({ ...values, name, address, reviewLinks: reviewLinks ?? values.reviewLinks });
      onClose();
    } catch (err) {
      setFailure(apiErrorMessage(err, `${NS}:branchDialog.failed`));
      setBusy(false);
    }
  }

  const field = (name: keyof BranchValues) => ({
    label: t(`branchDialog.${name}`),
    htmlFor: `branch-${name}`,
    validateStatus: problems[name] ? ('error' as const) : undefined,
    help: problems[name],
  });
  return (
    <Modal
      open
      title={t(branch ? 'branchDialog.editTitle' : 'branchDialog.addTitle')}
      okText={t('branchDialog.save')}
      cancelText={t('branchDialog.cancel')}
      okButtonProps={{ loading: busy }}
      onOk={() => void save()}
      onCancel={onClose}
    >
      <Form layout="vertical" component="div">
        {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
        <Form.Item {...field('name')} required>
          <Input
            id="branch-name"
            value={values.name}
            maxLength={100}
            onChange={(e) => change({ name: e.target.value })}
          />
        </Form.Item>
        <Form.Item {...field('address')}>
          <Input
            id="branch-address"
            value={values.address}
            maxLength={300}
            onChange={(e) => change({ address: e.target.value })}
          />
        </Form.Item>
        <Form.Item {...field('region')}>
          <Select<number>
            id="branch-region"
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('branchDialog.pickRegion')}
            value={values.region ?? undefined}
            onChange={(region) => change({ region: region ?? null, district: null })}
            options={REGIONS.map((r) => ({ value: r.id, label: commonText(`region.${r.id}`, lang) }))}
          />
        </Form.Item>
        <Form.Item {...field('district')}>
          <Select<number>
            key={values.region ?? 'none'} // a new region gives a fresh district picker
            id="branch-district"
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            disabled={!values.region}
            placeholder={t('branchDialog.pickDistrict')}
            value={values.district ?? undefined}
            onChange={(district) => change({ district: district ?? null })}
            options={(values.region ? districtsOfRegion(values.region) : []).map((d) => ({
              value: d.id,
              label: d.name,
            }))}
          />
        </Form.Item>
        <BranchReviewLinks
          links={values.reviewLinks}
          problems={problems}
          onChange={(reviewLinks) => change({ reviewLinks })}
        />
      </Form>
    </Modal>
  );
}

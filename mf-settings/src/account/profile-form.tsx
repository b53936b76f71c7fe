import { useEffect, useState } from 'react';
import { Alert, Button, Card, Col, Form, Input, Row, Select, Spin, type FormInstance } from 'antd';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { CATEGORIES, districtsOfRegion, REGIONS, type Business } from '@fikr/shared';
import type { ReviewSite } from '@fikr/shared/schemas';
import { NS } from '../i18n';
import { LogoField } from './logo-field';
import {
  profileProblems,
  REVIEW_FIELDS,
  reviewLinkProblems,
  valuesOf,
  type ProfileField,
  type ProfileValues,
} from './profile-values';
import { ReviewLinksFields } from './review-links-fields';
import { useBusinessProfile } from './use-business-profile';
import { useLogo } from './use-logo';

type Fields = Parameters<FormInstance<ProfileValues>['setFields']>[0];
/** A review link's field: the nested name antd takes for it. */
const linkField = (site: ReviewSite) => ['reviewLinks', site] as ['reviewLinks', 'google'];

/** Settings tab 0: the business profile (spec sections 2, 4, 8). */
export function ProfileForm() {
  const { t } = useTranslation(NS);
  const [form] = Form.useForm<ProfileValues>();
  const region = Form.useWatch('region', form);
  const { logo, reset, choose, remove } = useLogo();
  const [business, setBusiness] = useState<Business | null>(null);
  // a saved profile comes back from the server: the form shows what is stored now
  useEffect(() => {
    if (business) form.setFieldsValue(valuesOf(business));
  }, [business, form]);
  const profile = useBusinessProfile((loaded) => {
    setBusiness(loaded);
    reset(loaded.logo);
  });

  if (profile.loadError) return <Alert type="error" title={profile.loadError} showIcon />;
  if (!business) return <Spin style={{ display: 'block', margin: '48px auto' }} />;

  const finish = (values: ProfileValues) => {
    const problems = Object.entries(profileProblems(values)) as Array<[ProfileField, string]>;
    const links = reviewLinkProblems(values);
    if (problems.length > 0 || links.length > 0) {
      form.setFields([
        // the shared checks answer keys of `common` as plain strings
        ...problems.map(([name, key]) => ({ name, errors: [t(key as ParseKeys<'common'>, { ns: 'common' })] })),
        ...links.map(([site, key]) => ({
          name: linkField(site),
          errors: [t(key as ParseKeys<'common'>, { ns: 'common' })],
        })),
      ]);
      return;
    }
    void profile.save(values, logo);
  };

  const changed = (changes: ProfileValues) => {
    form.setFields(
      Object.keys(changes).flatMap((name): Fields =>
        name === 'reviewLinks'
          ? REVIEW_FIELDS.map((site) => ({ name: linkField(site), errors: [] }))
          : [{ name: name as ProfileField, errors: [] }],
      ),
    );
    if ('region' in changes) form.setFieldValue('district', null);
  };

  const districts = typeof region === 'number' ? districtsOfRegion(region) : [];
  return (
    <Card title={t('profile.title')}>
      <LogoField logo={logo} onChoose={(file) => void choose(file)} onRemove={remove} />
      <Form
        form={form}
        initialValues={valuesOf(business)}
        name="business-profile"
        layout="vertical"
        onFinish={finish}
        onValuesChange={changed}
        style={{ maxWidth: 720 }}
      >
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="name" label={t('profile.name')}>
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="category" label={t('profile.category')}>
              <Select
                placeholder={t('profile.categoryPlaceholder')}
                options={CATEGORIES.map((c) => ({
                  value: c.id,
                  label: t(`category.${c.id}` as ParseKeys<'common'>, { ns: 'common' }),
                }))}
              />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="description" label={t('profile.description')}>
          <Input.TextArea rows={4} maxLength={2000} />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="phone" label={t('profile.phone')}>
              <Input type="tel" inputMode="tel" autoComplete="tel" placeholder="+998901234567" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="email" label={t('profile.email')}>
              <Input inputMode="email" placeholder="info@example.uz" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="region" label={t('profile.region')}>
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                placeholder={t('profile.regionPlaceholder')}
                options={REGIONS.map((r) => ({
                  value: r.id,
                  label: t(`region.${r.id}` as ParseKeys<'common'>, { ns: 'common' }),
                }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="district" label={t('profile.district')}>
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                disabled={districts.length === 0}
                placeholder={t('profile.districtPlaceholder')}
                options={districts.map((d) => ({ value: d.id, label: d.name }))}
              />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="address" label={t('profile.address')}>
          <Input maxLength={300} />
        </Form.Item>
        <ReviewLinksFields />
        <Button type="primary" htmlType="submit" loading={profile.saving}>
          {t('profile.save')}
        </Button>
      </Form>
    </Card>
  );
}

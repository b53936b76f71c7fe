import { useState } from 'react';
import { Alert, Button, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';
import { ScanCodeButton } from './scan-code-button';

interface VoucherLookupProps {
  busy: boolean;
  failure: string | null;
  onFind: (code: string) => void;
}

/** The voucher code the customer shows: typed, or read from its QR code where the browser can. */
export function VoucherLookup({ busy, failure, onFind }: VoucherLookupProps) {
  const { t } = useTranslation(NS);
  const [code, setCode] = useState('');
  const find = (value = code) => {
    if (value.trim()) onFind(value.trim());
  };
  return (
    <Form layout="vertical" component="div">
      <Form.Item label={t('till.lookupLabel')} htmlFor="till-code" style={{ marginBottom: 8 }}>
        <Space.Compact style={{ width: '100%' }}>
          <Input
            id="till-code"
            value={code}
            autoComplete="off"
            autoCapitalize="characters"
            placeholder="AB12CD"
            disabled={busy}
            onChange={(e) => setCode(e.target.value)}
            onPressEnter={() => find()}
          />
          <Button type="primary" loading={busy} onClick={() => find()}>
            {t('till.find')}
          </Button>
        </Space.Compact>
      </Form.Item>
      <ScanCodeButton
        onCode={(scanned) => {
          setCode(scanned);
          find(scanned);
        }}
      />
      {failure && <Alert type="error" showIcon title={failure} style={{ marginTop: 8 }} />}
    </Form>
  );
}

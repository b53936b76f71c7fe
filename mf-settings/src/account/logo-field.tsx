import { useRef } from 'react';
import { Avatar, Button, Flex, Space, Typography } from 'antd';
import { DeleteOutlined, ShopOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';
import { LOGO_TYPES } from './logo-file';
import type { LogoState } from './use-logo';

interface LogoFieldProps {
  logo: LogoState;
  onChoose: (file: File) => void;
  onRemove: () => void;
}

/** Logo preview (a default shop logo when absent) with upload and remove. */
export function LogoField({ logo, onChoose, onRemove }: LogoFieldProps) {
  const { t } = useTranslation(NS);
  const input = useRef<HTMLInputElement>(null);
  return (
    <Flex gap={16} align="center" wrap style={{ marginBottom: 24 }}>
      <Avatar
        size={88}
        shape="square"
        src={logo.preview ?? undefined}
        icon={logo.preview ? undefined : <ShopOutlined />}
        alt={t('profile.logo')}
        data-testid="logo-preview"
      />
      <Space orientation="vertical" size={4}>
        <Space wrap>
          <Button icon={<UploadOutlined />} onClick={() => input.current?.click()}>
            {t('profile.uploadLogo')}
          </Button>
          {logo.preview && (
            <Button danger icon={<DeleteOutlined />} onClick={onRemove}>
              {t('profile.removeLogo')}
            </Button>
          )}
        </Space>
        <Typography.Text type={logo.problem ? 'danger' : 'secondary'} role={logo.problem ? 'alert' : undefined}>
          {t(logo.problem ?? 'profile.logoHint')}
        </Typography.Text>
      </Space>
      <input
        ref={input}
        type="file"
        hidden
        aria-label={t('profile.uploadLogo')}
        accept={LOGO_TYPES.join(',')}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) onChoose(file);
        }}
      />
    </Flex>
  );
}

import { useRef } from 'react';
import { Button, Modal, QRCode, Space, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';

interface SharePanelProps {
  title: string;
  url: string | null;
  onClose(): void;
}

/** Downloads the QR code's canvas as a PNG file. */
export function downloadCanvasPng(canvas: HTMLCanvasElement | null | undefined, fileName: string): boolean {
  if (!canvas) return false;
  const link = document.createElement('a');
  link.href = canvas.toDataURL('image/png');
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  return true;
}

export function pngFileName(title: string): string {
  const slug = title
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${slug || 'forma'}-qr.png`;
}

/** Beyond the spec: the open link plus a printable QR code of it, for receipts and tables. */
export function SharePanel({ title, url, onClose }: SharePanelProps) {
  const { t } = useTranslation(NS);
  const qrRef = useRef<HTMLDivElement>(null);
  return (
    <Modal
      open={url !== null}
      title={t('share.title')}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="close" onClick={onClose}>
          {t('share.close')}
        </Button>,
        <Button
          key="png"
          type="primary"
          icon={<DownloadOutlined />}
          onClick={() => downloadCanvasPng(qrRef.current?.querySelector('canvas'), pngFileName(title))}
        >
          {t('share.downloadPng')}
        </Button>,
      ]}
    >
      {url && (
        <Space orientation="vertical" align="center" style={{ width: '100%' }} data-testid="share-panel">
          <Typography.Text strong>{title}</Typography.Text>
          <Typography.Text type="secondary">{t('share.hint')}</Typography.Text>
          <div ref={qrRef}>
            <QRCode value={url} type="canvas" size={220} bgColor="#ffffff" errorLevel="M" />
          </div>
          <Typography.Text
            copyable={{ text: url, tooltips: [t('share.copy'), t('share.copy')] }}
            aria-label={t('share.link')}
            data-testid="share-url"
          >
            {url}
          </Typography.Text>
        </Space>
      )}
    </Modal>
  );
}

import { useRef, useState } from 'react';
import { Button, Modal, QRCode, Select, Space, Typography } from 'antd';
import { DownloadOutlined, FilePdfOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { businessQueries, queryClient, useQuery } from '@fikr/shared';
import { NS } from '../i18n';
import { useToast } from '../toast';
import { branchShareUrl } from './share-link';
import { downloadTableTent } from './table-tent';

interface SharePanelProps {
  /** The form whose table tent PDF the panel offers. */
  formId: string;
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

/**
 * Beyond the spec: the open link plus a printable QR code of it, for receipts and tables. With branches, the link
 * and QR code of one branch (?b={its code}) can be shown instead, so each branch's answers are filed under it.
 */
export function SharePanel({ formId, title, url, onClose }: SharePanelProps) {
  const { t, i18n } = useTranslation(NS);
  const toast = useToast('console');
  const [pdfLoading, setPdfLoading] = useState(false);
  const qrRef = useRef<HTMLDivElement>(null);
  // read when the panel opens, fresh each time: a branch added meanwhile is offered
  const branches = useQuery(
    { ...businessQueries.branches(), enabled: url !== null, refetchOnMount: 'always' },
    queryClient,
  );
  const [code, setCode] = useState('');
  const branch = branches.data?.find((b) => b.code === code);
  const link = url !== null && branch ? branchShareUrl(url, branch.code) : url;
  const downloadPdf = async () => {
    setPdfLoading(true);
    const name = pngFileName(branch ? `${title} ${branch.name}` : title).replace(/-qr\.png$/, '-stol.pdf');
    const done = await downloadTableTent(formId, { lang: i18n.language, branch: branch?.code }, name);
    setPdfLoading(false);
    if (!done) toast.error(t('share.pdfFailed'));
  };
  const close = () => {
    setCode('');
    onClose();
  };
  return (
    <Modal
      open={url !== null}
      title={t('share.title')}
      onCancel={close}
      destroyOnHidden
      footer={[
        <Button key="close" onClick={close}>
          {t('share.close')}
        </Button>,
        <Button key="pdf" icon={<FilePdfOutlined />} loading={pdfLoading} onClick={() => void downloadPdf()}>
          {t('share.downloadPdf')}
        </Button>,
        <Button
          key="png"
          type="primary"
          icon={<DownloadOutlined />}
          onClick={() =>
            downloadCanvasPng(
              qrRef.current?.querySelector('canvas'),
              pngFileName(branch ? `${title} ${branch.name}` : title),
            )
          }
        >
          {t('share.downloadPng')}
        </Button>,
      ]}
    >
      {link && (
        <Space orientation="vertical" align="center" style={{ width: '100%' }} data-testid="share-panel">
          <Typography.Text strong>{title}</Typography.Text>
          <Typography.Text type="secondary">{t('share.hint')}</Typography.Text>
          {(branches.data?.length ?? 0) > 0 && (
            <Select
              aria-label={t('share.branch')}
              value={code}
              onChange={setCode}
              style={{ minWidth: 240 }}
              options={[
                { value: '', label: t('share.noBranch') },
                ...(branches.data ?? []).map((b) => ({ value: b.code, label: b.name })),
              ]}
            />
          )}
          <div ref={qrRef}>
            <QRCode value={link} type="canvas" size={220} bgColor="#ffffff" errorLevel="M" />
          </div>
          <Typography.Text
            copyable={{ text: link, tooltips: [t('share.copy'), t('share.copy')] }}
            aria-label={t('share.link')}
            data-testid="share-url"
          >
            {link}
          </Typography.Text>
        </Space>
      )}
    </Modal>
  );
}

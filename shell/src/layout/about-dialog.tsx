import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { loadedVersions } from '@fikr/shared';

/** 'About': the shell's version and those of the remotes loaded so far (what support asks for). A lazy chunk. */
export default function AboutDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('shell');
  const versions = Object.entries(loadedVersions()).sort(([a], [b]) =>
    a === 'shell' ? -1 : b === 'shell' ? 1 : a.localeCompare(b),
  );
  return (
    <Modal open title={t('about.title')} onCancel={onClose} footer={null}>
      <p>{t('about.text')}</p>
      <dl
        data-testid="about-versions"
        style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '4px 16px', margin: 0 }}
      >
        {versions.map(([bundle, version]) => (
          <div key={bundle} style={{ display: 'contents' }}>
            <dt>{bundle === 'shell' ? t('about.shell') : bundle}</dt>
            <dd style={{ margin: 0, fontFamily: 'monospace' }}>{version}</dd>
          </div>
        ))}
      </dl>
    </Modal>
  );
}

import { useState } from 'react';
import CloseOutlined from '@ant-design/icons-svg/es/asn/CloseOutlined';
import PlusOutlined from '@ant-design/icons-svg/es/asn/PlusOutlined';
import { useTranslation } from 'react-i18next';
import { LightButton, SvgIcon } from '@fikr/shared';
import { RemoteModule } from '../federation/remote-module';

// The host box shows only while the remote is loading or failed: once loaded, the dialog renders through
// its own portal and the inner box is empty, so the box hides itself.
const HOST_CSS = `
.fikr-dialog-host { position: fixed; top: 80px; left: 50%; transform: translateX(-50%); z-index: 900;
  width: min(420px, 92vw); background: #fff; border-radius: 10px; box-shadow: 0 6px 24px rgba(0,0,0,.15); }
.fikr-dialog-host:not(:has(.fikr-dialog-inner > *)) { display: none; }`;

/** The top bar's plus button; the new-survey-request dialog (mf-responses) is mounted only while open. */
export function NewRequestButton() {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  const onClose = () => setOpen(false);
  return (
    <>
      <LightButton
        kind="primary"
        circle
        icon={<SvgIcon icon={PlusOutlined} />}
        aria-label={t('console.newRequest')}
        onClick={() => setOpen(true)}
      />
      {open && (
        <div className="fikr-dialog-host" data-testid="new-request-host">
          <style>{HOST_CSS}</style>
          <LightButton
            small
            circle
            icon={<SvgIcon icon={CloseOutlined} />}
            aria-label={t('console.close')}
            onClick={onClose}
            style={{ float: 'right', margin: 4 }}
          />
          <div className="fikr-dialog-inner">
            <RemoteModule remote="mf_responses" module="new-request-dialog" props={{ open, onClose }} />
          </div>
        </div>
      )}
    </>
  );
}

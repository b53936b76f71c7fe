import { CloseCircleFilled } from '@ant-design/icons';
import { LightButton } from '@fikr/shared';

/**
 * antd's error Alert look in plain markup: the title, the server's reason when it gave one, and a retry. The
 * list's first screen loads no antd component (and a phone offline may not have antd's Alert in its cache).
 */
export function LoadError({ title, description, retry, onRetry }: LoadErrorProps) {
  return (
    <div
      role="alert"
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 12,
        alignItems: 'flex-start',
        padding: '12px 16px',
        border: '1px solid #ffccc7',
        borderRadius: 10,
        background: '#fff2f0',
      }}
    >
      <CloseCircleFilled style={{ color: '#cf1322', fontSize: 16, marginTop: 3 }} aria-hidden />
      <div style={{ flex: '1 1 200px' }}>
        <div style={{ fontWeight: 600 }}>{title}</div>
        {description && <div>{description}</div>}
      </div>
      <LightButton kind="default" onClick={onRetry}>
        {retry}
      </LightButton>
    </div>
  );
}

interface LoadErrorProps {
  title: string;
  /** The server's own reason, when it differs from the title. */
  description?: string;
  retry: string;
  onRetry: () => void;
}

import { Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';
import { ACTION_FILTERS } from './audit-actions';

interface AuditFiltersProps {
  actor: string;
  onActor: (value: string) => void;
  action: string;
  onAction: (value: string) => void;
}

/** By the actor's phone (any part of it) and by the kind of action. */
export function AuditFilters({ actor, onActor, action, onAction }: AuditFiltersProps) {
  const { t } = useTranslation(NS);
  return (
    <Space wrap style={{ marginBottom: 16 }}>
      <Input.Search
        aria-label={t('audit.actorFilter')}
        placeholder={t('audit.actorFilter')}
        value={actor}
        inputMode="tel"
        allowClear
        onChange={(e) => onActor(e.target.value)}
        style={{ width: 220 }}
      />
      <Select<string>
        aria-label={t('audit.actionFilter')}
        value={action}
        onChange={onAction}
        style={{ minWidth: 220 }}
        options={[
          { value: '', label: t('audit.allActions') },
          ...ACTION_FILTERS.map((f) => ({ value: f.value, label: t(`action.${f.label}`) })),
        ]}
      />
    </Space>
  );
}

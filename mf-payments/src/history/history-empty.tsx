import { Button, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';
import { INPUT_IDS } from '../top-up/top-up-form';

/** The top-up form above the history: its amount is where the first top-up starts. */
function startTopUp() {
  const amount = document.getElementById(INPUT_IDS.amount);
  amount?.scrollIntoView?.({ block: 'center' });
  amount?.focus();
}

/** No top-up yet: what the history will show, what the coins are for, and the form's amount to start one. */
export function HistoryEmpty() {
  const { t } = useTranslation(NS);
  return (
    <Empty
      data-testid="payments-empty"
      description={
        <>
          <strong>{t('history.empty')}</strong>
          <br />
          {t('history.emptyText')}
        </>
      }
    >
      <Button type="primary" onClick={startTopUp}>
        {t('history.emptyAction')}
      </Button>
    </Empty>
  );
}

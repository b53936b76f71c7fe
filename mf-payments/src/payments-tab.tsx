import React, { useState } from 'react';
import { Flex, Typography } from 'antd';
import { markReactInstance } from '@fikr/shared';
import './i18n';
import { PaymentHistory } from './history/payment-history';
import { TopUpForm } from './top-up/top-up-form';

markReactInstance('mf-payments', React);

/** Settings tab 1: card top-up and history, rendered inside mf-settings by the shell. */
export default function PaymentsTab() {
  const [historyVersion, setHistoryVersion] = useState(0);
  return (
    <Flex vertical gap={16} data-remote="mf-payments">
      <TopUpForm onTransactionsChanged={() => setHistoryVersion((n) => n + 1)} />
      <PaymentHistory refreshKey={historyVersion} />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        <span data-testid="remote-version">mf-payments v{__APP_VERSION__}</span>
      </Typography.Text>
    </Flex>
  );
}

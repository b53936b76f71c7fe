import React from 'react';
import { Flex } from 'antd';
import { markReactInstance, useFeatureTexts } from '@fikr/shared';
import { NS } from './i18n';
import { PaymentHistory } from './history/payment-history';
import { TopUpForm } from './top-up/top-up-form';

markReactInstance('mf-payments', React, __APP_VERSION__);

/** Settings tab 1: card top-up and history, rendered inside mf-settings by the shell. */
export default function PaymentsTab() {
  useFeatureTexts(NS);
  return (
    <Flex vertical gap={16} data-remote="mf-payments">
      <TopUpForm />
      <PaymentHistory />
      {/* not shown to users (issue 16.12): the profile menu's About lists versions; tests and support read it */}
      <span hidden data-testid="remote-version">
        mf-payments v{__APP_VERSION__}
      </span>
    </Flex>
  );
}

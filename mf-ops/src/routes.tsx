import React from 'react';
import { Route, Routes } from 'react-router-dom';
import { markReactInstance, useFeatureTexts } from '@fikr/shared';
import { NS } from './i18n';
import { OpsNav } from './ops-nav';
import { BusinessesPage } from './businesses/businesses-page';
import { MoneyPage } from './money/money-page';
import { PayoutsPage } from './payouts/payouts-page';
import { MessagesPage } from './messages/messages-page';
import { ReconcilePage } from './reconcile/reconcile-page';
import { SmsTemplatesPage } from './sms/sms-templates-page';

markReactInstance('mf-ops', React, __APP_VERSION__);

/**
 * Mounted by the shell at /business/ops/* for operators (declared in the runtime manifest): businesses, money,
 * payouts to review, failed messages, the reconciliation and the SMS templates' segment counts.
 */
export default function OpsRoutes() {
  useFeatureTexts(NS);
  return (
    <div data-remote="mf-ops">
      <OpsNav />
      <Routes>
        <Route path="money" element={<MoneyPage />} />
        <Route path="payouts" element={<PayoutsPage />} />
        <Route path="messages" element={<MessagesPage />} />
        <Route path="reconcile" element={<ReconcilePage />} />
        <Route path="sms" element={<SmsTemplatesPage />} />
        <Route path="*" element={<BusinessesPage />} />
      </Routes>
      <span hidden data-testid="remote-version">
        mf-ops v{__APP_VERSION__}
      </span>
    </div>
  );
}

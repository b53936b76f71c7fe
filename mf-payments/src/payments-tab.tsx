import { FeaturePlaceholder } from '@fikr/shared';

/** Settings tab 1: top-up and history, rendered inside mf-settings by the shell. */
export default function PaymentsTab() {
  return <FeaturePlaceholder remote="mf-payments" version={__APP_VERSION__} title="To'lovlar" />;
}

import React from 'react';
import { FeaturePlaceholder, markReactInstance } from '@fikr/shared';

markReactInstance('mf-public', React);

export default function Page() {
  return <FeaturePlaceholder remote="mf-public" version={__APP_VERSION__} title="Fikringiz biz uchun juda muhim!" />;
}

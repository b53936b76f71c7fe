// `t` keys are checked against the texts: this remote's namespace (its Uzbek table, which ru and en match) and
// the shared `common` one, the default.
import type { CommonResources } from '@fikr/shared/core';
import type { SettingsResources } from './locales/uz';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: { common: CommonResources; settings: SettingsResources };
  }
}

import type { CommonResources } from '@fikr/shared';
import type { TeamResources } from './locales/uz';

// The keys of the texts this remote reads are checked: the shared common namespace and its own.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: { common: CommonResources; team: TeamResources };
  }
}

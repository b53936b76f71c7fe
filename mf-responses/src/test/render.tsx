import '../i18n';

/** The shared render helper, with this remote's texts registered. */
export { renderAt } from '@fikr/shared/testing';

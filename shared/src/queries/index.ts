// The console's data, one way: a `queryOptions` factory per resource (its key and its GET), read with useQuery /
// useQueries on the one shared cache, and one map of what each change invalidates.
export { formQueries, fetchForms, fetchForm } from './forms';
export {
  responseQueries,
  fetchResponses,
  fetchResponse,
  responsesParams,
  FIRST_RESPONSES_PAGE,
  type ResponsesFilter,
  type ResponsesQuery,
} from './responses';
export { statsQueries, type TrendRange } from './stats';
export { businessQueries } from './business';
export { sessionQueries } from './session';
export { teamQueries } from './team';
export { paymentQueries, type PaymentsListQuery } from './payments';
export { opsQueries, type OpsParams } from './ops';
export { voucherQueries, fetchVouchers, type VouchersParams } from './vouchers';
export { dataChanges, invalidateAfter, type DataChange } from './data-changes';
export { resourceQuery, type ResourceQuery } from './resource-query';

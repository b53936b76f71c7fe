/** The ratings an owner may pick as the alert threshold (the API's ALERT_THRESHOLDS). */
export const ALERT_THRESHOLDS_LIST = [1, 2, 3] as const;

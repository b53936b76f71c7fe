// `@fikr/shared/customer-form`: the one customer form. Written against React's API; the light public page
// builds it with preact/compat, the console's mf-public remote and the form editor's preview with React.
// Its own entry (not shared at run time): only the pages that show the form carry it.
export * from './answers';
export * from './reward';
export * from './scale';
export * from './texts';
export { CUSTOMER_CSS, useCustomerCss } from './styles';
export { assetUrl, BusinessHeader, RewardBadge } from './business-header';
export { CustomerForm, type CustomerFormProps, type SendOutcome } from './customer-form';
export { FieldError, QuestionTitle, type QuestionProps } from './question-parts';
export { RadioQuestion } from './radio-question';
export { TextQuestion } from './text-question';
export { PrivacySwitch, StarRating } from './rating-and-privacy';
export { NameField, ReviewField } from './review-and-name';

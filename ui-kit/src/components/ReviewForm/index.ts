export { ReviewForm, characterCount } from './ReviewForm';
export type { ReviewFormProps, ReviewFormErrors } from './ReviewForm';

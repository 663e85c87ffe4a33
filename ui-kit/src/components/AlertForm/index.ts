export { AlertForm } from './AlertForm';
export type { AlertFormProps, AlertFormValues, AlertFormField, AlertWindowChoice } from './AlertForm';

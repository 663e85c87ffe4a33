export { AlertForm, ALERT_WINDOW_LABELS } from './AlertForm';
export type { AlertFormProps, AlertFormValues, AlertFormField, AlertWindowChoice } from './AlertForm';

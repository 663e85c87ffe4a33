export { AlertSettingsForm } from './AlertSettingsForm';
export type { AlertSettingsFormProps, AlertSettingsValues, AlertSettingsField } from './AlertSettingsForm';

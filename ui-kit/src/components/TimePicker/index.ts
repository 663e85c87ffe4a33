export { TimePicker } from './TimePicker';
export type { TimeGroup, TimeOption, TimePickerProps } from './TimePicker';

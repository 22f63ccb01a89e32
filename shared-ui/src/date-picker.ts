// @onething/shared-ui/date-picker: the date picker and calendar (react-day-picker and date-fns), loaded
// only by the pages that pick dates. Its popover is the overlays entry's own module (the same instance in
// a build), so a date picker inside a dialog shares the dialog's layer and focus stack.
import './theme/styled-theme';

export { DatePicker } from './components/date-picker/date-picker';
export type { DatePickerProps } from './components/date-picker/date-picker';
export { Calendar } from './components/date-picker/calendar';
export type { CalendarProps } from './components/date-picker/calendar';
export { parseDateValue, formatDateValue, DATE_VALUE_FORMAT } from './components/date-picker/date-value';

import {
  Button,
  DateInput,
  DatePicker,
  DateSegment,
  Dialog,
  Group,
  I18nProvider,
  Popover,
  type DateValue,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import MonthCalendar from './MonthCalendar';
import { useLabelId } from '../use-label-id';
import './date-picker.css';

interface Props {
  inputId: string;
  value: DateValue | null;
  onChange(value: DateValue | null): void;
  granularity: 'day' | 'second';
  minValue?: DateValue | null;
  maxValue?: DateValue | null;
  readonly: boolean;
  /** Locale deciding the order of the segments; the UI language when absent. */
  locale?: string;
  hourCycle?: 12 | 24;
  iconLeft?: string | null;
  iconRight?: string | null;
}

/**
 * A typed-in date (or date and time) with a calendar popover: segments that can be filled with the
 * keyboard alone; the value changes only once every segment is filled (partial input isn't staged).
 */
export default function DatePickerField(props: Props) {
  const { inputId, value, onChange, granularity, minValue, maxValue, readonly, locale, hourCycle } = props;
  const { t, i18n } = useTranslation();
  const labelId = useLabelId(inputId);
  return (
    <I18nProvider locale={locale ?? i18n.language}>
      <DatePicker
        className="date-picker"
        value={value}
        onChange={onChange}
        granularity={granularity}
        hourCycle={hourCycle}
        minValue={minValue ?? undefined}
        maxValue={maxValue ?? undefined}
        isDisabled={readonly}
        aria-labelledby={labelId}
        aria-label={labelId ? undefined : t('interfaces.date.date')}
        shouldForceLeadingZeros
      >
        <Group className="input date-picker-group" id={inputId}>
          {props.iconLeft ? (
            <span className="material-icons date-picker-icon" aria-hidden="true">
              {props.iconLeft}
            </span>
          ) : null}
          <DateInput className="date-picker-segments">
            {(segment) => <DateSegment segment={segment} className="date-picker-segment" />}
          </DateInput>
          {props.iconRight ? (
            <span className="material-icons date-picker-icon" aria-hidden="true">
              {props.iconRight}
            </span>
          ) : null}
          <Button className="date-picker-button" aria-label={t('interfaces.date.open_calendar')}>
            <span className="material-icons" aria-hidden="true">
              event
            </span>
          </Button>
        </Group>
        <Popover className="date-picker-popover" placement="bottom start">
          <Dialog className="date-picker-dialog" aria-label={t('interfaces.date.choose_date')}>
            <MonthCalendar />
          </Dialog>
        </Popover>
      </DatePicker>
    </I18nProvider>
  );
}

import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  Calendar as AriaCalendar,
  CalendarCell,
  CalendarGrid,
  DateField as AriaDateField,
  DateInput,
  DatePicker as AriaDatePicker,
  DateSegment,
  Dialog,
  FieldError,
  Group,
  Heading,
  I18nProvider,
  Label,
  Popover as AriaPopover,
  Text,
  TimeField as AriaTimeField,
  type DateValue,
  type TimeValue,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Icon } from './Icon';
import './inputs.css';
import './Popover.css';
import './DateFields.css';

/**
 * Date and time controls over react-aria-components: segments and the calendar grid follow the UI
 * language (month names, first weekday, 12/24-hour clock) through @internationalized/date. Values
 * are @internationalized/date objects (`parseDate('2026-11-23')`, `parseTime('14:05')`,
 * `parseDateTime(...)`); interfaces convert to and from the API's strings.
 */
function InLocale({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return <I18nProvider locale={i18n.language}>{children}</I18nProvider>;
}

interface CommonProps {
  label: string;
  note?: string;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  isRequired?: boolean;
}

function Note({ note }: { note?: string }) {
  return note ? (
    <Text slot="description" className="field-note">
      {note}
    </Text>
  ) : null;
}

function Segments() {
  return (
    <DateInput className="date-input">
      {(segment) => <DateSegment segment={segment} className="date-segment" />}
    </DateInput>
  );
}

export function DateField({
  label,
  note,
  ...rest
}: CommonProps & {
  value: DateValue | null;
  onChange(value: DateValue | null): void;
  granularity?: 'day' | 'minute' | 'second';
}) {
  return (
    <InLocale>
      <AriaDateField className="field" {...rest}>
        <Label className="field-label">{label}</Label>
        <div className="input-box">
          <Segments />
        </div>
        <Note note={note} />
        <FieldError className="field-error" />
      </AriaDateField>
    </InLocale>
  );
}

export function TimeField({
  label,
  note,
  ...rest
}: CommonProps & {
  value: TimeValue | null;
  onChange(value: TimeValue | null): void;
  granularity?: 'minute' | 'second';
}) {
  return (
    <InLocale>
      <AriaTimeField className="field" {...rest}>
        <Label className="field-label">{label}</Label>
        <div className="input-box">
          <Segments />
          <Icon name="access_time" className="input-box-icon" />
        </div>
        <Note note={note} />
        <FieldError className="field-error" />
      </AriaTimeField>
    </InLocale>
  );
}

/** A month grid: arrows move by day, Page Up/Down by month, Enter selects. */
export function Calendar(props: {
  value?: DateValue | null;
  onChange?(value: DateValue): void;
  minValue?: DateValue;
  maxValue?: DateValue;
  'aria-label'?: string;
}) {
  const { t } = useTranslation();
  return (
    <InLocale>
      <AriaCalendar className="calendar" {...props}>
        <header className="calendar-header">
          <AriaButton slot="previous" className="input-box-button" aria-label={t('previous_month')}>
            <Icon name="chevron_left" />
          </AriaButton>
          <Heading className="calendar-heading" />
          <AriaButton slot="next" className="input-box-button" aria-label={t('next_month')}>
            <Icon name="chevron_right" />
          </AriaButton>
        </header>
        <CalendarGrid className="calendar-grid">
          {(date) => <CalendarCell date={date} className="calendar-cell" />}
        </CalendarGrid>
      </AriaCalendar>
    </InLocale>
  );
}

/** A date (or date-time, with `granularity="minute"`) field with a calendar popover. */
export function DatePicker({
  label,
  note,
  ...rest
}: CommonProps & {
  value: DateValue | null;
  onChange(value: DateValue | null): void;
  granularity?: 'day' | 'minute' | 'second';
}) {
  const { t } = useTranslation();
  return (
    <InLocale>
      <AriaDatePicker className="field" {...rest}>
        <Label className="field-label">{label}</Label>
        <Group className="input-box">
          <Segments />
          <AriaButton className="input-box-button" aria-label={t('open_calendar')}>
            <Icon name="event" />
          </AriaButton>
        </Group>
        <Note note={note} />
        <FieldError className="field-error" />
        <AriaPopover className="popover" offset={4}>
          <Dialog className="popover-dialog">
            <Calendar />
          </Dialog>
        </AriaPopover>
      </AriaDatePicker>
    </InLocale>
  );
}

import { Icon } from '../../components/Icon';
import { Button, Calendar, CalendarCell, CalendarGrid, Heading, type DateValue } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import './date-picker.css';

interface Props<T extends DateValue> {
  value?: T | null;
  onChange?: (value: T) => void;
  minValue?: DateValue | null;
  maxValue?: DateValue | null;
  isReadOnly?: boolean;
  isDisabled?: boolean;
  'aria-labelledby'?: string;
  id?: string;
}

/** A month grid with previous/next buttons (used inline by calendar and in the date pickers). */
export default function MonthCalendar<T extends DateValue>(props: Props<T>) {
  const { t } = useTranslation();
  return (
    <Calendar className="month-calendar" {...(props as object)}>
      <header className="month-calendar-header">
        <Button
          slot="previous"
          className="month-calendar-nav"
          aria-label={t('interfaces.date.previous_month')}
        >
          <Icon name="chevron_left" />
        </Button>
        <Heading className="month-calendar-heading" />
        <Button slot="next" className="month-calendar-nav" aria-label={t('interfaces.date.next_month')}>
          <Icon name="chevron_right" />
        </Button>
      </header>
      <CalendarGrid className="month-calendar-grid">
        {(date) => <CalendarCell date={date} className="month-calendar-cell" />}
      </CalendarGrid>
    </Calendar>
  );
}

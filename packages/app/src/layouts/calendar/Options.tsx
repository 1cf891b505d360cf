import { useTranslation } from 'react-i18next';
import type { LayoutProps } from '../types';
import '../shared/options.css';
import { FieldOption } from '../shared/FieldOption';
import { fieldsOfType } from '../shared/fieldChoices';
import type { CalendarOptions as Options, CalendarQuery } from './types';

/** The calendar options panel: datetime or date source, time, title and colour fields. */
export function CalendarOptions(props: LayoutProps<CalendarQuery, Options>) {
  const { t } = useTranslation();
  const { fields, viewOptions, onOptions } = props;
  return (
    <div className="layout-options">
      <FieldOption
        label={t('layouts.calendar.datetime')}
        value={viewOptions.datetime}
        choices={fieldsOfType(fields, ['datetime', 'datetime_created', 'datetime_updated'])}
        onChange={(datetime) => onOptions({ datetime })}
      />
      <FieldOption
        label={t('layouts.calendar.date')}
        value={viewOptions.date}
        choices={fieldsOfType(fields, ['date'])}
        onChange={(date) => onOptions({ date })}
      />
      <FieldOption
        label={t('layouts.calendar.time')}
        value={viewOptions.time}
        choices={fieldsOfType(fields, ['time'])}
        onChange={(time) => onOptions({ time })}
      />
      <FieldOption
        label={t('layouts.calendar.title')}
        value={viewOptions.title}
        choices={fieldsOfType(fields, ['string', 'integer'])}
        allowNone={false}
        onChange={(title) => onOptions({ title })}
      />
      <FieldOption
        label={t('layouts.calendar.color')}
        value={viewOptions.color}
        choices={fieldsOfType(fields, ['string'])}
        onChange={(color) => onOptions({ color })}
      />
    </div>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/Field';
import type { LayoutProps } from '../types';
import '../shared/options.css';
import { FieldOption } from '../shared/FieldOption';
import { fieldsOfType } from '../shared/fieldChoices';
import type { TimelineOptions as Options, TimelineQuery } from './types';

/** A template needs at least one `{{ field }}` tag. */
const TEMPLATE = /{{\s*[\w.]+\s*}}/;

/** The timeline options panel: date field, title template, content and colour fields. */
export function TimelineOptions(props: LayoutProps<TimelineQuery, Options>) {
  const { t } = useTranslation();
  const { fields, viewOptions, onOptions } = props;
  const [title, setTitle] = useState(viewOptions.title ?? '');
  const invalid = title.trim() !== '' && !TEMPLATE.test(title);
  return (
    <div className="layout-options">
      <FieldOption
        label={t('layouts.timeline.date')}
        value={viewOptions.date}
        choices={fieldsOfType(fields, ['date', 'datetime', 'datetime_created', 'datetime_updated'])}
        allowNone={false}
        onChange={(date) => onOptions({ date })}
      />
      <TextField
        label={t('layouts.timeline.title')}
        required
        value={title}
        note={t('layouts.timeline.title_note')}
        error={invalid ? t('layouts.timeline.title_invalid') : null}
        onChange={(event) => setTitle(event.target.value)}
        onBlur={() => {
          if (!invalid && title.trim() && title !== viewOptions.title) onOptions({ title });
        }}
      />
      <FieldOption
        label={t('layouts.timeline.content')}
        value={viewOptions.content}
        choices={fieldsOfType(fields, ['integer', 'string', 'user'])}
        onChange={(content) => onOptions({ content })}
      />
      <FieldOption
        label={t('layouts.timeline.color')}
        value={viewOptions.color}
        choices={fieldsOfType(fields, ['string', 'integer'])}
        onChange={(color) => onOptions({ color })}
      />
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '../../components/Field';
import type { LayoutProps } from '../types';
import '../shared/options.css';
import { FieldOption } from '../shared/FieldOption';
import { fieldsOfType } from '../shared/fieldChoices';
import type { CardsOptions as Options, CardsQuery, Fit } from './types';
import './cards.css';

/** The cards options panel: image source and fit, title, subtitle, fallback icon, sort. */
export function CardsOptions(props: LayoutProps<CardsQuery, Options>) {
  const { t } = useTranslation();
  const { fields, viewOptions, viewQuery, primaryKeyField, collection } = props;
  const all = Object.values(fields);
  const sources =
    collection === 'directus_files' ? all.filter((f) => f.field === 'data') : fieldsOfType(fields, ['file']);
  // "Sort By" offers fields that are real columns (alias and o2m have no datatype).
  const sortable = all.filter((f) => f.datatype);
  const sort = viewQuery.sort ?? primaryKeyField;
  const desc = sort.startsWith('-');
  const sortField = desc ? sort.slice(1) : sort;

  return (
    <div className="layout-options">
      <FieldOption
        label={t('layouts.cards.src')}
        value={viewOptions.src}
        choices={sources}
        onChange={(src) => props.onOptions({ src })}
      />
      <SelectField
        label={t('layouts.cards.fit')}
        value={viewOptions.fit === 'contain' ? 'contain' : 'crop'}
        options={(['crop', 'contain'] as Fit[]).map((fit) => ({
          value: fit,
          label: t(`layouts.cards.${fit}`),
        }))}
        onChange={(event) => props.onOptions({ fit: event.target.value as Fit })}
      />
      <FieldOption
        label={t('layouts.cards.title')}
        value={viewOptions.title === undefined ? primaryKeyField : viewOptions.title}
        choices={all}
        onChange={(title) => props.onOptions({ title })}
      />
      <FieldOption
        label={t('layouts.cards.subtitle')}
        value={viewOptions.subtitle}
        choices={all}
        onChange={(subtitle) => props.onOptions({ subtitle })}
      />
      <TextField
        label={t('layouts.cards.icon')}
        defaultValue={viewOptions.icon ?? 'photo'}
        onBlur={(event) => props.onOptions({ icon: event.target.value.trim() || 'photo' })}
      />
      <SelectField
        label={t('sort_by')}
        value={sortable.some((f) => f.field === sortField) ? sortField : primaryKeyField}
        options={sortable.map((f) => ({ value: f.field, label: f.name }))}
        onChange={(event) => props.onQuery({ sort: desc ? `-${event.target.value}` : event.target.value })}
      />
      <SelectField
        label={t('sort_direction')}
        value={desc ? 'desc' : 'asc'}
        options={[
          { value: 'asc', label: t('asc') },
          { value: 'desc', label: t('desc') },
        ]}
        onChange={(event) =>
          props.onQuery({ sort: event.target.value === 'desc' ? `-${sortField}` : sortField })
        }
      />
    </div>
  );
}

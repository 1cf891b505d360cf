import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/Field';
import { Select } from '../../components/Select';
import type { LayoutProps } from '../types';
import '../shared/options.css';
import { FieldOption } from '../shared/FieldOption';
import { fieldsOfType } from '../shared/fieldChoices';
import { effectiveCardOptions } from './defaults';
import type { CardsOptions as Options, CardsQuery, Fit } from './types';
import './cards.css';

/** The cards options panel: image source and fit, title, subtitle, fallback icon, sort. */
export function CardsOptions(props: LayoutProps<CardsQuery, Options>) {
  const { t } = useTranslation();
  const { fields, viewQuery, primaryKeyField, collection } = props;
  const viewOptions = effectiveCardOptions(props.viewOptions, fields, primaryKeyField, collection);
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
      <Select
        label={t('layouts.cards.fit')}
        value={viewOptions.fit === 'contain' ? 'contain' : 'crop'}
        choices={(['crop', 'contain'] as Fit[]).map((fit) => ({
          value: fit,
          label: t(`layouts.cards.${fit}`),
        }))}
        onChange={(fit) => fit && props.onOptions({ fit: fit as Fit })}
      />
      <FieldOption
        label={t('layouts.cards.title')}
        value={viewOptions.title}
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
      <Select
        label={t('sort_by')}
        value={sortable.some((f) => f.field === sortField) ? sortField : primaryKeyField}
        choices={sortable.map((f) => ({ value: f.field, label: f.name }))}
        onChange={(field) => field && props.onQuery({ sort: desc ? `-${field}` : field })}
      />
      <Select
        label={t('sort_direction')}
        value={desc ? 'desc' : 'asc'}
        choices={[
          { value: 'asc', label: t('asc') },
          { value: 'desc', label: t('desc') },
        ]}
        onChange={(direction) =>
          direction && props.onQuery({ sort: direction === 'desc' ? `-${sortField}` : sortField })
        }
      />
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { Select } from '../../components/Select';
import type { LayoutProps } from '../types';

import { visibleColumns } from './columns';
import { FieldChecklist } from './FieldChecklist';
import type { Spacing, TabularOptions as Options, TabularQuery } from './types';
import './tabular.css';
import '../shared/options.css';

const SPACINGS: Spacing[] = ['compact', 'cozy', 'comfortable'];

/** The tabular options panel: the column checklist (order and visibility) and the row spacing. */
export function TabularOptions(props: LayoutProps<TabularQuery, Options>) {
  const { t } = useTranslation();
  const { fields, viewQuery, viewOptions, primaryKeyField } = props;
  const visible = visibleColumns(fields, viewQuery.fields, primaryKeyField);
  return (
    <div className="layout-options">
      <fieldset className="tabular-fields">
        <legend className="field-label">{t('layouts.tabular.fields')}</legend>
        <FieldChecklist
          fields={Object.values(fields)}
          visible={visible}
          onChange={(names) => props.onQuery({ fields: names.join(',') })}
        />
      </fieldset>
      <Select
        label={t('spacing')}
        value={viewOptions.spacing ?? 'comfortable'}
        choices={SPACINGS.map((s) => ({ value: s, label: t(s) }))}
        onChange={(spacing) => spacing && props.onOptions({ spacing: spacing as Spacing })}
      />
    </div>
  );
}

/**
 * The listing's search and filter bar (product.md §2, §3, §5): a search box whose placeholder is
 * the item count, and a filter panel with one row per filter (field, operator, a value input fitting
 * the field's type). Typing applies after 300 ms. The panel is a popover: Esc, an outside click
 * or the filter button close it, and focus returns to the button.
 */
import { useEffect, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Button as AriaButton } from 'react-aria-components';
import type { Field } from '@atrium/sdk';
import { Icon } from '../components/Icon';
import { Popover, PopoverTrigger } from '../components/Popover';
import type { ListingFilter } from './filter-query';
import { FilterValueInput } from './FilterValueInput';
import { isFilterable, operatorsFor } from './field-operators';
import { OPERATOR_LABEL, isOperator } from './operators';
import { useDebouncedApply } from './use-debounced';
import './filter-bar.css';

interface Props {
  fields: (Field & { name: string })[];
  search: string;
  filters: ListingFilter[];
  placeholder: string;
  onSearch(search: string): void;
  onFilters(filters: ListingFilter[]): void;
  onClear(): void;
  /** How long typing waits before it applies (default 300 ms; the item select modal: 850 ms). */
  delay?: number;
}

export function FilterBar(props: Props) {
  const { fields, search, filters, placeholder, onSearch, onFilters, onClear, delay } = props;
  const { t } = useTranslation();
  const [text, setText] = useState(search);
  const [rows, setRows] = useState<ListingFilter[]>(filters);

  // Outside changes (a bookmark, a clear) replace what is typed.
  useEffect(() => setText(search), [search]);
  useEffect(() => setRows(filters), [filters]);

  useDebouncedApply(text, search, onSearch, delay);
  useDebouncedApply(rows, filters, onFilters, delay);

  const byName = new Map(fields.map((f) => [f.field, f]));
  const filterable = fields.filter((f) => isFilterable(f.type));
  const update = (index: number, patch: Partial<ListingFilter>) =>
    setRows((list) => list.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const active = filters.length > 0 || search !== '';

  return (
    <div className="filter-bar">
      <div
        className={`filter-search${active ? ' active' : ''}`}
        // The box grows to show its whole placeholder (the item count).
        style={{ '--placeholder-length': placeholder.length } as CSSProperties}
      >
        <Icon name="search" className="filter-search-icon" />
        <input
          type="search"
          className="filter-search-input"
          aria-label={t('search')}
          placeholder={placeholder}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        {active && (
          <button
            type="button"
            className="filter-icon-button"
            aria-label={t('clear_filters')}
            title={t('clear_filters')}
            onClick={() => {
              // What is typed but not yet applied goes too.
              setText('');
              onClear();
            }}
          >
            <Icon name="close" />
          </button>
        )}
        <PopoverTrigger>
          <AriaButton
            className={`filter-icon-button${filters.length ? ' has-filters' : ''}`}
            aria-label={t('filters')}
          >
            <Icon name="filter_list" />
            {filters.length > 0 && <span className="filter-count">{filters.length}</span>}
          </AriaButton>
          <Popover label={t('filters')} placement="bottom end" className="filter-popover">
            <div className="filter-panel">
              {rows.map((row, index) => {
                const name = byName.get(row.field)?.name ?? row.field;
                const offered = operatorsFor(byName.get(row.field)?.type);
                // A row from elsewhere (a link) keeps its operator listed until changed.
                const listed = offered.includes(row.operator) ? offered : [row.operator, ...offered];
                return (
                  <div className="filter-row" key={index}>
                    <span className="filter-field">{name}</span>
                    <select
                      className="input select filter-operator"
                      aria-label={t('filter_operator', { field: name })}
                      value={row.operator}
                      onChange={(e) =>
                        isOperator(e.target.value) && update(index, { operator: e.target.value })
                      }
                    >
                      {listed.map((op) => (
                        <option key={op} value={op}>
                          {/* i18n-dynamic: the operator labels of OPERATOR_LABEL. */}
                          {t(OPERATOR_LABEL[op])}
                        </option>
                      ))}
                    </select>
                    <FilterValueInput
                      field={byName.get(row.field)}
                      operator={row.operator}
                      value={row.value}
                      label={t('filter_value', { field: name })}
                      onChange={(value) => update(index, { value })}
                    />
                    <button
                      type="button"
                      className="filter-icon-button"
                      aria-label={t('remove_filter', { field: name })}
                      onClick={() => setRows((list) => list.filter((_, i) => i !== index))}
                    >
                      <Icon name="remove_circle_outline" />
                    </button>
                  </div>
                );
              })}
              <select
                className="input select filter-add"
                aria-label={t('add_field_filter')}
                value=""
                onChange={(e) => {
                  const field = e.target.value;
                  const operator = operatorsFor(byName.get(field)?.type)[0];
                  if (field && operator) setRows((list) => [...list, { field, operator, value: '' }]);
                }}
              >
                <option value="">{t('add_field_filter')}</option>
                {filterable.map((f) => (
                  <option key={f.field} value={f.field}>
                    {f.name}
                  </option>
                ))}
              </select>
            </div>
          </Popover>
        </PopoverTrigger>
      </div>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { isAliasType, SYSTEM_PREFIX, type Collection, type Relation } from '@atrium/sdk';
import { TextField } from '../../../../components/Field';
import { Radio, RadioGroup } from '../../../../components/RadioGroup';
import { Select } from '../../../../components/Select';
import { safeNameTyping } from '../safe-name';
import type { Draft, RelationDraft } from './draft';
import type { RelationKind } from './rules';

/** Collections a relation may point at: the project's own plus users and files. */
function targets(all: Record<string, Collection>): string[] {
  return Object.values(all)
    .filter(
      (c) =>
        c.managed &&
        (!c.collection.startsWith(SYSTEM_PREFIX) ||
          ['directus_users', 'directus_files'].includes(c.collection)),
    )
    .map((c) => c.collection)
    .sort();
}

const columnChoices = (c: Collection | undefined) =>
  Object.values(c?.fields ?? {})
    .filter((f) => !isAliasType(String(f.type)) && !f.primary_key)
    .map((f) => ({ value: f.field, label: f.field }));

/**
 * Step 3 for relational interfaces: m2o its related collection; o2m the related collection and
 * its field pointing here; m2m the related collection and a junction, created or chosen;
 * translation the translations collection, created or chosen. An existing field's relation is shown.
 */
export function RelationStep({
  kind,
  draft,
  here,
  all,
  current,
  onChange,
  serverError,
}: {
  kind: RelationKind;
  draft: Draft;
  here: Collection;
  all: Record<string, Collection>;
  /** The existing field's relation rows (read-only). */
  current: Relation[] | null;
  onChange(next: RelationDraft): void;
  serverError?: string;
}) {
  const { t } = useTranslation();
  const r = draft.relation;
  const set = (patch: Partial<RelationDraft>) => onChange({ ...r, ...patch });
  const choices = targets(all).map((c) => ({ value: c, label: c }));

  if (current) {
    return (
      <div className="wizard-grid">
        {current.length === 0 ? (
          <p className="settings-dim">{t('field_wizard.no_relation')}</p>
        ) : (
          <ul className="wizard-relation-rows">
            {current.map((row) => (
              <li key={row.id} className="mono">
                {row.collection_many}.{row.field_many} → {row.collection_one ?? '--'}
                {row.field_one ? ` (${row.field_one})` : ''}
                {row.junction_field ? ` ⇄ ${row.junction_field}` : ''}
              </li>
            ))}
          </ul>
        )}
        <p className="settings-dim">{t('field_wizard.relation_fixed')}</p>
      </div>
    );
  }

  const junctionPicker = (label: string, defaultName: string) => (
    <>
      <RadioGroup
        label={label}
        value={r.junction === null ? 'new' : 'existing'}
        onChange={(v) =>
          set(v === 'new' ? { junction: null, newJunction: r.newJunction || defaultName } : { junction: '' })
        }
      >
        <Radio value="new">{t('field_wizard.create_new')}</Radio>
        <Radio value="existing">{t('field_wizard.use_existing')}</Radio>
      </RadioGroup>
      {r.junction === null ? (
        <TextField
          label={t('field_wizard.new_collection_name')}
          className="mono-input"
          value={r.newJunction}
          onChange={(e) => set({ newJunction: safeNameTyping(e.target.value) })}
          error={r.newJunction && all[r.newJunction]?.managed ? t('collections_settings.name_taken') : null}
        />
      ) : (
        <>
          <Select
            label={t('field_wizard.existing_collection')}
            value={r.junction || null}
            choices={choices}
            onChange={(v) => set({ junction: v ?? '', junctionField: null, junctionRelatedField: null })}
          />
          {r.junction && (
            <Select
              label={t('field_wizard.field_to_here', { collection: here.collection })}
              value={r.junctionField}
              choices={columnChoices(all[r.junction])}
              onChange={(v) => set({ junctionField: v })}
            />
          )}
          {r.junction && kind === 'm2m' && (
            <Select
              label={t('field_wizard.field_to_related', { collection: r.related ?? '' })}
              value={r.junctionRelatedField}
              choices={columnChoices(all[r.junction])}
              onChange={(v) => set({ junctionRelatedField: v })}
            />
          )}
        </>
      )}
    </>
  );

  return (
    <div className="wizard-grid">
      {kind !== 'translation' && (
        <Select
          label={t('field_wizard.related_collection')}
          value={r.related}
          choices={choices}
          onChange={(v) =>
            set({
              related: v,
              relatedField: null,
              newJunction: kind === 'm2m' && v ? `${here.collection}_${v}` : r.newJunction,
            })
          }
        />
      )}
      {kind === 'o2m' && r.related && (
        <Select
          label={t('field_wizard.related_field', { collection: r.related })}
          value={r.relatedField}
          choices={columnChoices(all[r.related])}
          onChange={(v) => set({ relatedField: v })}
        />
      )}
      {kind === 'm2m' &&
        r.related &&
        junctionPicker(t('field_wizard.junction'), `${here.collection}_${r.related}`)}
      {kind === 'translation' &&
        junctionPicker(t('field_wizard.translations_collection'), `${here.collection}_translations`)}
      {serverError && (
        <p className="field-error" role="alert">
          {serverError}
        </p>
      )}
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { isAliasType, type Field } from '@atrium/sdk';
import { TextField } from '../../../../components/Field';
import { Select } from '../../../../components/Select';
import { Switch } from '../../../../components/Switch';
import { safeNameTyping } from '../safe-name';
import { withDatatype, withType, type Draft } from './draft';
import { datatypesFor, lengthProblem, lengthRule, primaryKeyState } from './rules';

/**
 * Step 2: the field's name (unique, safe), type (among the interface's), datatype with its
 * length or precision (product.md §3 maxima), default value and flags; the primary key switch
 * follows the one-key rule and locks on an existing key.
 */
export function SchemaStep({
  draft,
  onChange,
  types,
  existing,
  fields,
  nameError,
  serverError,
}: {
  draft: Draft;
  onChange(next: Draft): void;
  types: string[];
  existing: Field | null;
  fields: Field[];
  nameError: string | null;
  serverError?: string;
}) {
  const { t } = useTranslation();
  const alias = isAliasType(draft.type);
  const rule = lengthRule(draft.datatype);
  const problem = lengthProblem(draft.datatype, draft.length);
  const pk = primaryKeyState(fields, existing);
  const [precision, scale] = (draft.length ?? '').split(',');
  const set = (patch: Partial<Draft>) => onChange({ ...draft, ...patch });
  const max = problem === 'scale_too_large' ? rule.scaleMax : rule.max;
  // i18n-dynamic: field_wizard.length_required / length_too_long / scale_too_large.
  const problemText = problem ? t(`field_wizard.${problem}`, { max }) : null;
  return (
    <div className="wizard-grid">
      <TextField
        label={t('field_wizard.name')}
        value={draft.field}
        required
        readOnly={!!existing}
        className="mono-input"
        onChange={(e) => set({ field: safeNameTyping(e.target.value) })}
        note={existing ? t('collections_settings.cannot_rename') : t('collections_settings.safe_name_note')}
        error={nameError}
      />
      <Select
        label={t('field_wizard.type')}
        value={draft.type}
        choices={types.map((x) => ({ value: x, label: x }))}
        onChange={(v) => v && onChange(withType(draft, v))}
        isDisabled={types.length < 2}
      />
      {!alias && (
        <Select
          label={t('field_wizard.datatype')}
          value={draft.datatype}
          choices={datatypesFor(draft.type).map((x) => ({ value: x, label: x }))}
          onChange={(v) => v && onChange(withDatatype(draft, v))}
        />
      )}
      {!alias && rule.kind === 'length' && (
        <TextField
          label={t('field_wizard.length')}
          inputMode="numeric"
          value={draft.length ?? ''}
          onChange={(e) => set({ length: e.target.value.replace(/\D/g, '') })}
          note={t('field_wizard.length_note', { default: rule.default, max: rule.max })}
          error={problemText}
        />
      )}
      {!alias && rule.kind === 'precision' && (
        <div className="wizard-pair">
          <TextField
            label={t('field_wizard.precision')}
            inputMode="numeric"
            value={precision ?? ''}
            onChange={(e) => set({ length: `${e.target.value.replace(/\D/g, '')},${scale ?? ''}` })}
            note={t('field_wizard.length_note', { default: rule.default, max: rule.max })}
            error={problemText}
          />
          <TextField
            label={t('field_wizard.scale')}
            inputMode="numeric"
            value={scale ?? ''}
            onChange={(e) => set({ length: `${precision ?? ''},${e.target.value.replace(/\D/g, '')}` })}
            note={t('field_wizard.length_note', { default: rule.scaleDefault, max: rule.scaleMax })}
          />
        </div>
      )}
      {!alias && (
        <TextField
          label={t('field_wizard.default_value')}
          value={draft.default_value}
          onChange={(e) => set({ default_value: e.target.value })}
        />
      )}
      <div className="wizard-switches">
        <Switch isSelected={draft.required} onChange={(v) => set({ required: v })}>
          {t('field_wizard.required')}
        </Switch>
        <Switch isSelected={draft.readonly} onChange={(v) => set({ readonly: v })}>
          {t('field_wizard.readonly')}
        </Switch>
        {!alias && (
          <Switch isSelected={draft.unique} onChange={(v) => set({ unique: v })}>
            {t('field_wizard.unique')}
          </Switch>
        )}
        {!alias && (
          <Switch
            isSelected={draft.primary_key}
            onChange={(v) => set({ primary_key: v })}
            isDisabled={!pk.allowed && !(draft.primary_key && !existing)}
          >
            {t('field_wizard.primary_key')}
          </Switch>
        )}
      </div>
      {!alias && pk.reason && (
        // i18n-dynamic: field_wizard.pk_other_primary_key / pk_locked_on_existing.
        <p className="settings-dim">{t(`field_wizard.pk_${pk.reason}`)}</p>
      )}
      {serverError && (
        <p className="field-error" role="alert">
          {serverError}
        </p>
      )}
    </div>
  );
}

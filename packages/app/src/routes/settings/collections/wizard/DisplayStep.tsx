import { useTranslation } from 'react-i18next';
import type { FieldWidth } from '@atrium/sdk';
import { TextField } from '../../../../components/Field';
import { Radio, RadioGroup } from '../../../../components/RadioGroup';
import { Switch } from '../../../../components/Switch';
import type { Draft } from './draft';

const WIDTHS: FieldWidth[] = ['half', 'half-left', 'half-right', 'full', 'fill'];

/** Last step: where the field shows (detail, browse), its width in the form and its note. */
export function DisplayStep({ draft, onChange }: { draft: Draft; onChange(next: Draft): void }) {
  const { t } = useTranslation();
  const set = (patch: Partial<Draft>) => onChange({ ...draft, ...patch });
  return (
    <div className="wizard-grid">
      <RadioGroup
        label={t('field_wizard.width')}
        value={draft.width}
        onChange={(v) => set({ width: v as FieldWidth })}
        orientation="horizontal"
      >
        {WIDTHS.map((w) => (
          <Radio key={w} value={w}>
            {/* i18n-dynamic: field_wizard.width_<width> for the five widths. */}
            {t(`field_wizard.width_${w.replace('-', '_')}`)}
          </Radio>
        ))}
      </RadioGroup>
      <div className="wizard-switches">
        <Switch isSelected={draft.hidden_detail} onChange={(v) => set({ hidden_detail: v })}>
          {t('field_wizard.hidden_detail')}
        </Switch>
        <Switch isSelected={draft.hidden_browse} onChange={(v) => set({ hidden_browse: v })}>
          {t('field_wizard.hidden_browse')}
        </Switch>
      </div>
      <TextField
        label={t('field_wizard.note')}
        value={draft.note}
        onChange={(e) => set({ note: e.target.value })}
      />
    </div>
  );
}

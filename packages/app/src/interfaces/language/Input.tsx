import { useMemo } from 'react';
import { Button, ComboBox, Input, ListBox, ListBoxItem, Popover } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { InputProps } from '../types';
import { useLabelId } from '../use-label-id';
import { languageChoices } from './language-codes';
import './language.css';

interface Options {
  limit: boolean | null;
}

/** A searchable list of languages by English name; stores the code. An emptied box stores null. */
export default function LanguageInput({
  value,
  options,
  readonly,
  inputId,
  onInput,
}: InputProps<string, Options>) {
  const { t } = useTranslation();
  const labelId = useLabelId(inputId);
  const choices = useMemo(() => {
    const list = languageChoices(!!options.limit);
    // A stored code the list lacks is offered first (a copy: the list is shared).
    return value && !list.some((c) => c.code === value) ? [{ code: value, name: value }, ...list] : list;
  }, [options.limit, value]);
  return (
    <ComboBox
      className="language-combobox"
      aria-labelledby={labelId}
      aria-label={labelId ? undefined : t('interfaces.language.select_language')}
      defaultItems={choices}
      selectedKey={value ?? null}
      onSelectionChange={(key) => {
        if (key !== null) onInput(String(key));
      }}
      onInputChange={(text) => {
        if (text === '' && value) onInput(null);
      }}
      isDisabled={readonly}
      menuTrigger="focus"
    >
      <div className="language-field">
        <Input id={inputId} className="input" placeholder={t('interfaces.language.select_language')} />
        <Button className="language-toggle" aria-label={t('interfaces.language.select_language')}>
          <span className="material-icons" aria-hidden="true">
            arrow_drop_down
          </span>
        </Button>
      </div>
      <Popover className="language-popover" placement="bottom start">
        <ListBox className="language-list">
          {(item: { code: string; name: string }) => (
            <ListBoxItem id={item.code} className="language-option" textValue={item.name}>
              {item.name} <span className="language-code">{item.code}</span>
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}

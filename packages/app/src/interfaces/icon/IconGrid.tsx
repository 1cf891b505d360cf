import { useTranslation } from 'react-i18next';

interface Props {
  icons: readonly string[];
  value: string | null;
  readonly: boolean;
  onPick(icon: string): void;
}

/** A grid of icon buttons; the selected one is pressed. */
export default function IconGrid({ icons, value, readonly, onPick }: Props) {
  const { t } = useTranslation();
  return (
    <div className="icon-grid">
      {icons.map((icon) => (
        <button
          key={icon}
          type="button"
          className="icon-grid-button"
          title={icon}
          aria-label={icon.replace(/_/g, ' ')}
          aria-pressed={value === icon}
          disabled={readonly}
          onClick={() => onPick(icon)}
        >
          <span className="material-icons" aria-hidden="true">
            {icon}
          </span>
        </button>
      ))}
      {icons.length === 0 ? <p className="icon-empty">{t('interfaces.icon.no_results')}</p> : null}
    </div>
  );
}

import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../../components/Icon';
import { GROUPS, type CatalogueEntry } from '../../../../interfaces/catalogue';

/** Step 1: pick an interface from a searchable list grouped like app-catalogue §1. */
export function InterfaceStep({
  catalogue,
  value,
  onPick,
}: {
  catalogue: CatalogueEntry[];
  value: string | null;
  onPick(entry: CatalogueEntry): void;
}) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const groups = useMemo(() => {
    const q = query.trim().toLowerCase();
    const hits = catalogue.filter(
      (c) =>
        !q ||
        c.meta.name.toLowerCase().includes(q) ||
        c.id.includes(q) ||
        c.meta.types.some((x) => String(x).includes(q)),
    );
    return GROUPS.map((g) => ({ group: g, entries: hits.filter((c) => c.group === g) })).filter(
      (g) => g.entries.length,
    );
  }, [catalogue, query]);
  return (
    <div className="wizard-interfaces">
      <input
        type="search"
        className="input"
        aria-label={t('field_wizard.search_interfaces')}
        placeholder={t('field_wizard.search_interfaces')}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        autoFocus
      />
      {groups.length === 0 && <p className="settings-dim">{t('no_results')}</p>}
      {groups.map(({ group, entries }) => (
        <section key={group} aria-labelledby={`wizard-group-${group}`}>
          <h3 id={`wizard-group-${group}`} className="wizard-group-title">
            {/* i18n-dynamic: field_wizard.group_<group> for each interface group. */}
            {t(`field_wizard.group_${group}`)}
          </h3>
          <div className="wizard-interface-grid">
            {entries.map((entry) => (
              <button
                key={entry.id}
                type="button"
                className="wizard-interface"
                aria-pressed={value === entry.id}
                data-interface={entry.id}
                onClick={() => onPick(entry)}
              >
                <Icon name={entry.meta.icon} />
                <span>{entry.meta.name}</span>
              </button>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}

import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InputProps } from '../types';
import IconGrid from './IconGrid';
import { ICON_GROUPS } from './icon-names';
import './icon.css';

/**
 * A Material icon by name: a search box (the current icon at its right) over groups that render
 * their icons only once opened; typing filters all names. Picking the selected icon again clears.
 */
export default function IconInput({ value, readonly, inputId, onInput }: InputProps<string>) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState<Set<string>>(() => new Set());
  const found = useMemo(() => {
    const q = query.trim().toLowerCase().replace(/\s+/g, '_');
    if (!q) return null;
    return ICON_GROUPS.flatMap((g) => g.icons).filter((icon) => icon.includes(q));
  }, [query]);
  const pick = (icon: string) => onInput(icon === value ? null : icon);
  const toggle = (group: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(group)) next.delete(group);
      else next.add(group);
      return next;
    });
  return (
    <div className={`icon-input ${readonly ? 'is-readonly' : ''}`}>
      <div className="icon-search">
        <input
          id={inputId}
          className="input"
          type="search"
          placeholder={t('interfaces.icon.search_placeholder')}
          value={query}
          disabled={readonly}
          onChange={(event) => setQuery(event.target.value)}
        />
        {value ? (
          <span className="material-icons icon-search-current" title={value} aria-label={value} role="img">
            {value}
          </span>
        ) : null}
      </div>
      <div className="icon-groups">
        {found ? (
          <IconGrid icons={found} value={value ?? null} readonly={readonly} onPick={pick} />
        ) : (
          ICON_GROUPS.map(({ group, icons }) => {
            const expanded = open.has(group);
            const panelId = `${inputId}-${group}`;
            return (
              <section key={group} className="icon-group">
                <button
                  type="button"
                  className="icon-group-toggle"
                  aria-expanded={expanded}
                  aria-controls={panelId}
                  onClick={() => toggle(group)}
                >
                  <span className="material-icons" aria-hidden="true">
                    {expanded ? 'expand_more' : 'chevron_right'}
                  </span>
                  {t(`interfaces.icon.group_${group}`)}
                  <span className="icon-group-count">{icons.length}</span>
                </button>
                {expanded ? (
                  <div id={panelId}>
                    <IconGrid icons={icons} value={value ?? null} readonly={readonly} onPick={pick} />
                  </div>
                ) : null}
              </section>
            );
          })
        )}
      </div>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { Icon } from '../../../../components/Icon';
import { nextLevel, type Level } from './mapping';

const ICONS: Record<Level | 'mixed', string> = {
  none: 'block',
  mine: 'person',
  role: 'group',
  full: 'check_circle',
  mixed: 'more_horiz',
};

interface Props {
  /** What the cell is, for its accessible name: "Articles · draft · read". */
  label: string;
  level: Level | 'mixed';
  /** The levels a click cycles through (without an owner field: none and full). */
  levels?: readonly Level[];
  onChange(level: Level): void;
  disabled?: boolean;
}

/** One permission cell: shows its level; a click (or Space/Enter) moves to the next level. */
export function LevelButton({ label, level, levels, onChange, disabled }: Props) {
  const { t } = useTranslation();
  // i18n-dynamic: perm_level_none, perm_level_mine, perm_level_role, perm_level_full, perm_level_mixed
  const name = t(`perm_level_${level}`);
  return (
    <button
      type="button"
      className={`perm-level perm-level-${level}`}
      aria-label={`${label}: ${name}`}
      title={`${label}: ${name}`}
      disabled={disabled}
      onClick={() => onChange(nextLevel(level, levels))}
    >
      <Icon name={ICONS[level]} />
    </button>
  );
}

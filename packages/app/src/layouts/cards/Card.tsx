import { memo, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Field } from '@atrium/sdk';
import { FieldDisplay } from '../../interfaces/display/FieldDisplay';
import { Icon } from '../../components/Icon';
import { linkHref } from '../shared/openLink';
import type { Item } from '../types';

interface CardProps {
  item: Item;
  itemKey: string | number;
  href: string;
  image: string | null;
  fit: string;
  icon: string;
  title: (Field & { name: string }) | null;
  subtitle: (Field & { name: string }) | null;
  collection: string;
  selected: boolean;
  /** A selection exists: a click toggles this card instead of opening it. */
  selecting: boolean;
  onToggle(key: string | number): void;
}

/** One card: image (or fallback icon), title and subtitle displays, a corner checkbox. */
export const Card = memo(function Card(props: CardProps) {
  const { t } = useTranslation();
  const { item, title, subtitle } = props;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!props.selecting) return;
    event.preventDefault();
    props.onToggle(props.itemKey);
  };
  return (
    <li className={`card${props.selected ? ' selected' : ''}`}>
      <a className="card-link" href={linkHref(props.href)} onClick={onClick}>
        <span className={`card-image fit-${props.fit}`}>
          {props.image ? (
            <img src={props.image} alt="" loading="lazy" decoding="async" />
          ) : (
            <Icon name={props.icon} size={64} className="card-fallback" />
          )}
        </span>
        <span className="card-title">
          {title ? (
            <FieldDisplay
              field={title}
              value={item[title.field]}
              values={item}
              collection={props.collection}
            />
          ) : (
            String(props.itemKey)
          )}
        </span>
        {subtitle && (
          <span className="card-subtitle">
            <FieldDisplay
              field={subtitle}
              value={item[subtitle.field]}
              values={item}
              collection={props.collection}
            />
          </span>
        )}
      </a>
      <input
        type="checkbox"
        className="card-select"
        aria-label={t('select_item', { item: String(props.itemKey) })}
        checked={props.selected}
        onChange={() => props.onToggle(props.itemKey)}
      />
    </li>
  );
});

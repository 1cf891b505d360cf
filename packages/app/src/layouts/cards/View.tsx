import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/Icon';
import type { LayoutProps } from '../types';
import { existingField } from '../shared/fieldChoices';
import { useNearEnd } from '../shared/useNearEnd';
import { useSelectAllShortcut } from '../shared/useSelectAllShortcut';
import { Card } from './Card';
import { effectiveCardOptions } from './defaults';
import { cardImage } from './image';
import type { CardsOptions, CardsQuery } from './types';
import './cards.css';
import '../shared/options.css';

const SKELETON_CARDS = 12;

/** The cards layout (app-catalogue.md §2): 160 px cards with a thumbnail, title and subtitle. */
export function CardsView(props: LayoutProps<CardsQuery, CardsOptions>) {
  const { t } = useTranslation();
  const { fields, items, primaryKeyField, selection, onSelect } = props;
  const viewOptions = effectiveCardOptions(props.viewOptions, fields, primaryKeyField, props.collection);
  const fit = viewOptions.fit === 'contain' ? 'contain' : 'crop';
  const src =
    existingField(fields, viewOptions.src) ??
    (props.collection === 'directus_files' && viewOptions.src === 'data' ? 'data' : null);
  const titleName = existingField(fields, viewOptions.title);
  const title = titleName ? (fields[titleName] ?? null) : null;
  const subtitleName = existingField(fields, viewOptions.subtitle);
  const subtitle = subtitleName ? (fields[subtitleName] ?? null) : null;
  const icon = viewOptions.icon || 'photo';

  const selected = useMemo(() => new Set(selection.map(String)), [selection]);
  const selectionRef = useRef(selection);
  useEffect(() => {
    selectionRef.current = selection;
  });
  const toggle = useCallback(
    (key: string | number) => {
      const current = selectionRef.current;
      onSelect(
        current.some((k) => String(k) === String(key))
          ? current.filter((k) => String(k) !== String(key))
          : [...current, key],
      );
    },
    [onSelect],
  );
  const allSelected = items.length > 0 && items.every((item) => selected.has(String(item[primaryKeyField])));
  useSelectAllShortcut(() =>
    onSelect(allSelected ? [] : items.map((i) => i[primaryKeyField] as string | number)),
  );

  const scrollRef = useRef<HTMLDivElement>(null);
  const more = props.total === null || items.length < props.total;
  const onScroll = useNearEnd(scrollRef, {
    enabled: !props.loading && !props.lazyLoading && more,
    count: items.length,
    onNextPage: props.onNextPage,
  });

  const firstLoad = props.loading && items.length === 0;
  return (
    <div ref={scrollRef} className="cards" onScroll={onScroll} aria-busy={props.loading || props.lazyLoading}>
      <ul className="cards-grid" aria-label={props.collection}>
        {firstLoad &&
          Array.from({ length: SKELETON_CARDS }, (_, i) => (
            <li key={i} className="card card-skeleton" aria-hidden="true">
              <span className="card-image" />
              <span className="card-skeleton-line" />
            </li>
          ))}
        {items.map((item) => {
          const key = item[primaryKeyField] as string | number;
          return (
            <Card
              key={String(key)}
              item={item}
              itemKey={key}
              href={props.link(item)}
              image={cardImage(item, src, fit, props.collection)}
              fit={fit}
              icon={icon}
              title={title}
              subtitle={subtitle}
              collection={props.collection}
              selected={selected.has(String(key))}
              selecting={selection.length > 0}
              onToggle={toggle}
            />
          );
        })}
        {props.lazyLoading && (
          <li className="card card-lazy" role="status">
            <span className="card-image">
              <Icon name="hourglass_empty" size={48} className="card-fallback" />
            </span>
            <span className="card-title">{t('loading_more')}</span>
            <span className="card-subtitle">{t('one_moment')}...</span>
          </li>
        )}
      </ul>
    </div>
  );
}

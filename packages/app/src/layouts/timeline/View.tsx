import { useEffect, useMemo, useRef, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { parseISO } from 'date-fns';
import { FieldDisplay } from '../../interfaces/display/FieldDisplay';
import { renderTemplate } from '../../interfaces/display/template';
import { formatDate } from '../../i18n/dates';
import { Spinner } from '../../components/Spinner';
import type { LayoutProps } from '../types';
import { colorValue } from '../shared/color';
import { existingField } from '../shared/fieldChoices';
import { linkHref } from '../shared/openLink';
import { useNearEnd } from '../shared/useNearEnd';
import { distanceToNow, parseStored } from './distance';
import { activityTitle } from './activity-title';
import { actionColor, groupByDay } from './groups';
import type { TimelineOptions, TimelineQuery } from './types';
import './timeline.css';

/**
 * The timeline layout (app-catalogue.md §2): items newest first, grouped per day under "Activity on
 * <date>", each a dot on a line with its title template, content display and age.
 */
export function TimelineView(props: LayoutProps<TimelineQuery, TimelineOptions>) {
  const { t, i18n } = useTranslation();
  const { fields, items, viewOptions, viewQuery, primaryKeyField, onQuery } = props;
  const dateField = existingField(fields, viewOptions.date);
  const template =
    typeof viewOptions.title === 'string' && viewOptions.title.trim() ? viewOptions.title : null;
  const contentName = existingField(fields, viewOptions.content);
  const content = contentName ? (fields[contentName] ?? null) : null;
  const colorField = existingField(fields, viewOptions.color);

  // Newest first unless a sort is chosen.
  useEffect(() => {
    if (dateField && !viewQuery.sort) onQuery({ sort: `-${dateField}` });
  }, [dateField, viewQuery.sort, onQuery]);

  const groups = useMemo(() => (dateField ? groupByDay(items, dateField) : []), [items, dateField]);
  const scrollRef = useRef<HTMLDivElement>(null);
  const more = props.total === null || items.length < props.total;
  const onScroll = useNearEnd(scrollRef, {
    enabled: !props.loading && !props.lazyLoading && more && dateField !== null,
    count: items.length,
    onNextPage: props.onNextPage,
  });

  if (!dateField || !template) {
    return (
      <p className="timeline-notice" role="status">
        {t('layouts.timeline.needs_options')}
      </p>
    );
  }
  const now = Date.now();
  const locale = i18n.resolvedLanguage ?? 'en-US';

  return (
    <div
      ref={scrollRef}
      className="timeline"
      onScroll={onScroll}
      aria-busy={props.loading || props.lazyLoading}
    >
      {props.loading && items.length === 0 && <Spinner size={32} label={t('loading')} />}
      {groups.map((group) => {
        const day = group.day ? parseISO(group.day) : null;
        return (
          <section key={group.day || 'undated'} className="timeline-day">
            <h2 className="timeline-heading">
              {day ? t('layouts.timeline.activity_on', { date: formatDate(day) }) : '--'}
            </h2>
            <ol className="timeline-events">
              {group.items.map((item) => {
                const date = parseStored(item[dateField]);
                const color = colorValue(
                  colorField ? actionColor(colorField, item[colorField]) : null,
                  'input-border-color',
                );
                return (
                  <li
                    key={String(item[primaryKeyField])}
                    className="timeline-event"
                    style={{ '--dot-color': color } as CSSProperties}
                  >
                    <a className="timeline-link" href={linkHref(props.link(item))}>
                      <span className="timeline-dot" aria-hidden="true" />
                      <span className="timeline-main">
                        <span className="timeline-title">
                          {activityTitle(t, props.collection, template, item) ??
                            (renderTemplate(template, item) || String(item[primaryKeyField]))}
                        </span>
                        {content && (
                          <span className="timeline-content">
                            <FieldDisplay
                              field={content}
                              value={item[content.field]}
                              values={item}
                              collection={props.collection}
                            />
                          </span>
                        )}
                      </span>
                      {date && (
                        <time
                          className="timeline-age"
                          dateTime={date.toISOString()}
                          title={formatDate(date, 'long')}
                        >
                          {distanceToNow(date, locale, now)}
                        </time>
                      )}
                    </a>
                  </li>
                );
              })}
            </ol>
          </section>
        );
      })}
      {props.lazyLoading && (
        <p className="timeline-lazy" role="status">
          {t('loading_more')}
        </p>
      )}
    </div>
  );
}

import { useEffect, useMemo, useRef, useState, type WheelEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { addMonths, isSameMonth, startOfMonth } from 'date-fns';
import { itemKeys } from '../../api/items/keys';
import { Icon } from '../../components/Icon';
import { Spinner } from '../../components/Spinner';
import { formatDate, weekStartsOn, weekdayName } from '../../i18n/dates';
import type { LayoutProps } from '../types';
import { existingField } from '../shared/fieldChoices';
import { EventChip } from './EventChip';
import { DayPopup } from './DayPopup';
import { MonthPicker } from './MonthPicker';
import { dateColumn, eventsByDay } from './events';
import { DAYS, WEEKS, cellCapacity, dayKey, fitEvents, monthBounds, monthGrid } from './month';
import type { CalendarOptions, CalendarQuery } from './types';
import './calendar.css';

const WHEEL_THROTTLE_MS = 200;

function isTyping(target: EventTarget | null) {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

/** Measures one grid cell's height (the grid's height over six weeks). */
function useCellHeight() {
  const ref = useRef<HTMLOListElement>(null);
  const [height, setHeight] = useState(0);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => setHeight(el.getBoundingClientRect().height / WEEKS);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, height] as const;
}

/**
 * The calendar layout (app-catalogue.md §2): a 6 × 7 month grid (weeks start where the UI language
 * starts them: Monday in German, Sunday in en-US) of the items dated by
 * the chosen date or datetime field, fetched one month at a time by the layout itself.
 */
export function CalendarView(props: LayoutProps<CalendarQuery, CalendarOptions>) {
  const { t, i18n } = useTranslation();
  const { fields, viewOptions, primaryKeyField, fetchItems, queryKey } = props;
  const options: CalendarOptions = {
    datetime: existingField(fields, viewOptions.datetime),
    date: existingField(fields, viewOptions.date),
    time: viewOptions.time === null ? null : (existingField(fields, viewOptions.time) ?? undefined),
    title: existingField(fields, viewOptions.title),
    color: existingField(fields, viewOptions.color),
  };
  const source = dateColumn(options);
  const title = options.title ? (fields[options.title] ?? null) : null;

  const [month, setMonth] = useState(() => startOfMonth(new Date()));
  const [picking, setPicking] = useState(false);
  const [openDay, setOpenDay] = useState<string | null>(null);
  const [cellsRef, cellHeight] = useCellHeight();

  const [from, to] = monthBounds(month);
  const query = useQuery({
    queryKey: itemKeys.calendarMonth(queryKey, source?.column ?? null, from, to),
    queryFn: () =>
      fetchItems({
        fields: '*.*.*',
        filter: { [source!.column]: { between: `${from},${to}` } },
        sort: source!.column,
        limit: -1,
      }),
    enabled: source !== null,
  });
  const days = useMemo(
    () => eventsByDay(query.data ?? [], options),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [query.data, options.datetime, options.date, options.time, options.color],
  );

  const today = dayKey(new Date());
  const isCurrentMonth = isSameMonth(month, new Date());
  const move = (delta: number) => setMonth((m) => addMonths(m, delta));

  // ←/→ change months while no popup is open (Esc closes the popup: the modal handles it).
  useEffect(() => {
    if (openDay) return;
    const onKey = (event: KeyboardEvent) => {
      if (isTyping(event.target) || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === 'ArrowLeft') move(-1);
      else if (event.key === 'ArrowRight') move(1);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [openDay]);

  const lastWheel = useRef(0);
  const onWheel = (event: WheelEvent) => {
    if (event.deltaY === 0 || event.timeStamp - lastWheel.current < WHEEL_THROTTLE_MS) return;
    lastWheel.current = event.timeStamp;
    move(event.deltaY > 0 ? 1 : -1);
  };

  // "November 2026", "listopad 2026", "2026年11月": the order and forms of the UI language.
  const heading = new Intl.DateTimeFormat(i18n.language, { month: 'long', year: 'numeric' }).format(month);
  const grid = monthGrid(month, weekStartsOn());

  return (
    <div className="calendar">
      <header className="calendar-header">
        <button
          type="button"
          className="calendar-title"
          aria-expanded={picking}
          aria-label={`${heading} — ${t('layouts.calendar.choose_month')}`}
          onClick={() => setPicking((p) => !p)}
        >
          {heading}
          <Icon name={picking ? 'arrow_drop_up' : 'arrow_drop_down'} />
        </button>
        {query.isFetching && <Spinner size={20} label={t('loading')} />}
        <div className="calendar-nav">
          {!isCurrentMonth && (
            <button
              type="button"
              className="calendar-today"
              onClick={() => setMonth(startOfMonth(new Date()))}
            >
              {t('layouts.calendar.today')}
            </button>
          )}
          <button
            type="button"
            className="calendar-arrow"
            aria-label={t('layouts.calendar.previous_month')}
            onClick={() => move(-1)}
          >
            <Icon name="arrow_back" />
          </button>
          <button
            type="button"
            className="calendar-arrow"
            aria-label={t('layouts.calendar.next_month')}
            onClick={() => move(1)}
          >
            <Icon name="arrow_forward" />
          </button>
        </div>
      </header>
      {picking && <MonthPicker month={month} onChange={setMonth} />}
      {!source && (
        <p className="calendar-notice" role="status">
          {t('layouts.calendar.needs_date')}
        </p>
      )}
      {query.isError && (
        <p className="calendar-notice error" role="alert">
          {t('layouts.calendar.error')}
        </p>
      )}
      <ol className="calendar-grid" ref={cellsRef} onWheel={onWheel} aria-label={heading}>
        {grid.map((date, index) => {
          const key = dayKey(date);
          const firstRow = index < DAYS;
          const inMonth = isSameMonth(date, month);
          const isToday = key === today;
          const events = inMonth ? (days.get(key) ?? []) : [];
          const { shown, more } = fitEvents(events, cellCapacity(cellHeight, firstRow, isToday));
          return (
            <li
              key={key}
              className={`calendar-cell${inMonth ? '' : ' outside'}${isToday ? ' today' : ''}`}
              aria-hidden={inMonth ? undefined : true}
              onClick={() => inMonth && setOpenDay(key)}
            >
              {firstRow && (
                <span className="calendar-weekday" aria-hidden="true">
                  {weekdayName(date)}
                </span>
              )}
              {inMonth && (
                <>
                  <button
                    type="button"
                    className="calendar-day"
                    aria-current={isToday ? 'date' : undefined}
                    aria-label={t('layouts.calendar.day_events', { date: formatDate(date) })}
                    onClick={(e) => {
                      e.stopPropagation();
                      setOpenDay(key);
                    }}
                  >
                    {date.getDate()}
                  </button>
                  <div className="calendar-events">
                    {shown.map((event) => (
                      <EventChip
                        key={String(event.item[primaryKeyField])}
                        event={event}
                        href={props.link(event.item)}
                        title={title}
                        primaryKeyField={primaryKeyField}
                        collection={props.collection}
                      />
                    ))}
                    {more > 0 && (
                      <button
                        type="button"
                        className="calendar-more"
                        onClick={(e) => {
                          e.stopPropagation();
                          setOpenDay(key);
                        }}
                      >
                        {t('layouts.calendar.moreEvents', { amount: more })}
                      </button>
                    )}
                  </div>
                </>
              )}
            </li>
          );
        })}
      </ol>
      {openDay && (
        <DayPopup
          day={openDay}
          days={days}
          title={title}
          primaryKeyField={primaryKeyField}
          collection={props.collection}
          link={props.link}
          onDay={setOpenDay}
          onClose={() => setOpenDay(null)}
        />
      )}
    </div>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addDays, parseISO } from 'date-fns';
import type { Field } from '@atrium/sdk';
import { Modal } from '../../components/Modal';
import { Icon } from '../../components/Icon';
import { formatDate } from '../../i18n/dates';
import { linkHref } from '../shared/openLink';
import type { Item } from '../types';
import { EventChip } from './EventChip';
import type { CalendarEvent } from './events';
import { dayKey } from './month';

const EMOTICONS = ['( ˘▽˘)っ♨', '(ᵔᴥᵔ)', '¯\\_(ツ)_/¯', '(・_・ヾ', '( ͡° ͜ʖ ͡°)', '(o^^)o'];
const STRIP = 4;

interface DayPopupProps {
  day: string;
  days: Map<string, CalendarEvent[]>;
  title: (Field & { name: string }) | null;
  primaryKeyField: string;
  collection: string;
  link(item: Item): string;
  onDay(day: string): void;
  onClose(): void;
}

/** The day popup: a ±4-day strip with event counts, the day's events, and a link to add an item. */
export function DayPopup(props: DayPopupProps) {
  const { t } = useTranslation();
  const [emoticon] = useState(() => EMOTICONS[Math.floor(Math.random() * EMOTICONS.length)]!);
  const date = parseISO(props.day);
  const events = props.days.get(props.day) ?? [];
  const strip = Array.from({ length: STRIP * 2 + 1 }, (_, i) => addDays(date, i - STRIP));
  const newItem = props.link({ [props.primaryKeyField]: '+' });

  return (
    <Modal title={t('layouts.calendar.day_events', { date: formatDate(date) })} onClose={props.onClose}>
      <div className="calendar-popup">
        <ol className="calendar-strip">
          {strip.map((d) => {
            const key = dayKey(d);
            const count = props.days.get(key)?.length ?? 0;
            return (
              <li key={key}>
                <button
                  type="button"
                  className={`calendar-strip-day${key === props.day ? ' active' : ''}`}
                  aria-pressed={key === props.day}
                  aria-label={`${formatDate(d)}: ${count} ${t('layouts.calendar.events')}`}
                  onClick={() => props.onDay(key)}
                >
                  <span className="calendar-strip-date">{d.getDate()}</span>
                  <span className="calendar-strip-count">{count}</span>
                </button>
              </li>
            );
          })}
        </ol>
        {events.length === 0 ? (
          <p className="calendar-empty">
            <span aria-hidden="true">{emoticon}</span> {t('layouts.calendar.noEvents')}
          </p>
        ) : (
          <ul className="calendar-popup-events">
            {events.map((event) => (
              <li key={String(event.item[props.primaryKeyField])}>
                <EventChip
                  event={event}
                  href={props.link(event.item)}
                  title={props.title}
                  primaryKeyField={props.primaryKeyField}
                  collection={props.collection}
                />
              </li>
            ))}
          </ul>
        )}
        <a className="button button-secondary calendar-add" href={linkHref(newItem)}>
          <Icon name="add" size={20} />
          {t('layouts.calendar.add_event')}
        </a>
      </div>
    </Modal>
  );
}

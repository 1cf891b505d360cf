import type { CSSProperties } from 'react';
import type { Field } from '@atrium/sdk';
import { FieldDisplay } from '../../interfaces/display/FieldDisplay';
import { linkHref } from '../shared/openLink';
import type { CalendarEvent } from './events';

interface EventChipProps {
  event: CalendarEvent;
  href: string;
  title: (Field & { name: string }) | null;
  primaryKeyField: string;
  collection: string;
}

/** One event: its colour, title (through the field's display) and time; links to the item. */
export function EventChip({ event, href, title, primaryKeyField, collection }: EventChipProps) {
  const { item } = event;
  return (
    <a
      className="calendar-chip"
      href={linkHref(href)}
      style={{ '--chip-color': event.color } as CSSProperties}
      onClick={(e) => e.stopPropagation()}
    >
      <span className="calendar-chip-title">
        {title ? (
          <FieldDisplay field={title} value={item[title.field]} values={item} collection={collection} />
        ) : (
          String(item[primaryKeyField])
        )}
      </span>
      {event.time && <span className="calendar-chip-time">{event.time}</span>}
    </a>
  );
}

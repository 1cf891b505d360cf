import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getLocalTimeZone, now, type ZonedDateTime } from '@internationalized/date';
import type { PrimaryKey } from '@atrium/sdk';
import { Button } from '../../../components/Button';
import { DatePicker } from '../../../components/DateFields';
import { IconButton } from '../../../components/IconButton';
import { errorCode, errorMessage } from '../../../lib/errors';
import { notify } from '../../../stores/notifications';
import type { ContentVersion } from '@atrium/sdk';
import { useItemSchedules, useVersionWrites } from './versions-api';

interface ScheduleSectionProps {
  project: string;
  collection: string;
  itemKey: PrimaryKey;
  version: ContentVersion;
}

/**
 * Scheduled publishing of a version (docs/content-workflow.md): a date and time in the user's
 * time zone (named beside the picker), sent and stored in UTC; the item's pending schedules with
 * a cancel button each.
 */
export function ScheduleSection({ project, collection, itemKey, version }: ScheduleSectionProps) {
  const { t, i18n } = useTranslation();
  const zone = getLocalTimeZone();
  const [at, setAt] = useState<ZonedDateTime | null>(() =>
    now(zone).add({ hours: 1 }).set({ minute: 0, second: 0, millisecond: 0 }),
  );
  const schedules = useItemSchedules(project, collection, itemKey);
  const writes = useVersionWrites(project, collection, itemKey);
  const fail = (error: Error) =>
    notify({ title: errorMessage(t, errorCode(error), error.message), color: 'danger' });
  const when = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  const pending = (schedules.data ?? []).filter((s) => s.outcome === null && s.version === version.id);
  return (
    <section className="version-schedule" aria-label={t('workflow.schedule')}>
      <div className="version-schedule-row">
        <DatePicker
          label={t('workflow.schedule_at')}
          note={t('workflow.time_zone', { zone })}
          granularity="minute"
          value={at}
          onChange={(v) => setAt(v as ZonedDateTime | null)}
        />
        <Button
          variant="secondary"
          icon="schedule"
          loading={writes.schedule.isPending}
          disabled={!at}
          onClick={() =>
            at &&
            writes.schedule.mutate(
              { action: 'promote', version: version.id, run_at: at.toAbsoluteString() },
              {
                onSuccess: () =>
                  notify({
                    title: t('workflow.scheduled', { date: when(at.toAbsoluteString()) }),
                    color: 'success',
                  }),
                onError: fail,
              },
            )
          }
        >
          {t('workflow.schedule_promotion')}
        </Button>
      </div>
      {pending.length > 0 && (
        <ul className="version-schedule-list">
          {pending.map((s) => (
            <li key={s.id}>
              <span>{t('workflow.promotion_at', { date: when(s.run_at) })}</span>
              <IconButton
                icon="close"
                label={t('workflow.cancel_schedule')}
                onPress={() => writes.cancelSchedule.mutate(s.id, { onError: fail })}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

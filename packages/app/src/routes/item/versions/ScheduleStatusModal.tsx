import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getLocalTimeZone, now, type ZonedDateTime } from '@internationalized/date';
import type { PrimaryKey, StatusMapping } from '@atrium/sdk';
import { Button } from '../../../components/Button';
import { DatePicker } from '../../../components/DateFields';
import { IconButton } from '../../../components/IconButton';
import { Modal } from '../../../components/Modal';
import { Select } from '../../../components/Select';
import { errorCode, errorMessage } from '../../../lib/errors';
import { notify } from '../../../stores/notifications';
import { useItemSchedules, useVersionWrites } from './versions-api';

interface ScheduleStatusModalProps {
  project: string;
  collection: string;
  itemKey: PrimaryKey;
  statusMapping: StatusMapping;
  onClose(): void;
}

/**
 * Schedules a status change of the item (docs/content-workflow.md): a status and a date and time in
 * the user's time zone, stored in UTC; the item's pending status changes with a cancel button each.
 */
export function ScheduleStatusModal({
  project,
  collection,
  itemKey,
  statusMapping,
  onClose,
}: ScheduleStatusModalProps) {
  const { t, i18n } = useTranslation();
  const zone = getLocalTimeZone();
  const choices = Object.entries(statusMapping).map(([value, s]) => ({ value, label: s.name ?? value }));
  const [status, setStatus] = useState<string | null>(choices[0]?.value ?? null);
  const [at, setAt] = useState<ZonedDateTime | null>(() =>
    now(zone).add({ hours: 1 }).set({ minute: 0, second: 0, millisecond: 0 }),
  );
  const schedules = useItemSchedules(project, collection, itemKey);
  const writes = useVersionWrites(project, collection, itemKey);
  const fail = (error: Error) =>
    notify({ title: errorMessage(t, errorCode(error), error.message), color: 'danger' });
  const when = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  const nameOf = (s: string | null) => (s && statusMapping[s]?.name) || s || '';
  const pending = (schedules.data ?? []).filter((s) => s.outcome === null && s.action === 'status');
  return (
    <Modal
      title={t('workflow.schedule_status')}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('done')}
          </Button>
          <Button
            icon="schedule"
            loading={writes.schedule.isPending}
            disabled={!at || !status}
            onClick={() =>
              at &&
              status &&
              writes.schedule.mutate(
                {
                  action: 'status',
                  collection,
                  item: String(itemKey),
                  status,
                  run_at: at.toAbsoluteString(),
                },
                {
                  onSuccess: () =>
                    notify({
                      title: t('workflow.status_scheduled', { date: when(at.toAbsoluteString()) }),
                      color: 'success',
                    }),
                  onError: fail,
                },
              )
            }
          >
            {t('workflow.schedule_status')}
          </Button>
        </>
      }
    >
      <div className="version-schedule-row">
        <Select label={t('workflow.new_status')} choices={choices} value={status} onChange={setStatus} />
        <DatePicker
          label={t('workflow.change_at')}
          note={t('workflow.time_zone', { zone })}
          granularity="minute"
          value={at}
          onChange={(v) => setAt(v as ZonedDateTime | null)}
        />
      </div>
      {pending.length > 0 && (
        <ul className="version-schedule-list">
          {pending.map((s) => (
            <li key={s.id}>
              <span>{t('workflow.status_at', { status: nameOf(s.status), date: when(s.run_at) })}</span>
              <IconButton
                icon="close"
                label={t('workflow.cancel_status_schedule')}
                onPress={() => writes.cancelSchedule.mutate(s.id, { onError: fail })}
              />
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}

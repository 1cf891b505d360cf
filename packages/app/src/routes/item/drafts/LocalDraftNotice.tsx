import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Field } from '@atrium/sdk';
import { Button } from '../../../components/Button';
import { Notice } from '../../../components/Notice';
import type { StagingStore } from '../../../form/staging';
import { fieldName } from '../../../lib/field-list';
import { useSession } from '../../../stores/session';
import { differingFields, draftKey, dropDraft, readDraft, writeDraft, type LocalDraft } from './local-drafts';
import '../versions/versions.css';

interface LocalDraftNoticeProps {
  project: string;
  collection: string;
  /** The item's key, `+` for a new item. */
  item: string;
  /** The version the form edits (its key), null for the live item: each has its own draft. */
  version?: string | null;
  store: StagingStore;
  fields: Record<string, Field>;
}

/**
 * Keeps the form's unsaved edits in the browser as they are typed and, when the item is opened
 * again with a draft left from before, offers it back field by field against what the server holds
 * now. Saving or discarding the form drops the draft.
 */
export function LocalDraftNotice({
  project,
  collection,
  item,
  version = null,
  store,
  fields,
}: LocalDraftNoticeProps) {
  const { t, i18n } = useTranslation();
  const user = useSession((s) => s.user?.id ?? null);
  const key = user === null ? null : draftKey(user, project, collection, item, version);
  const [offer, setOffer] = useState<LocalDraft | null>(null);
  // Until the user answers the offer, the stored draft is kept whatever the form does.
  const pending = useRef(false);

  useEffect(() => {
    if (!key) return;
    const draft = readDraft(key);
    const differing = draft ? differingFields(draft, store.getState().saved) : [];
    pending.current = differing.length > 0;
    setOffer(differing.length ? draft : null);
    if (draft && !differing.length) dropDraft(key);
    let had = Object.keys(store.getState().edits).length > 0;
    return store.subscribe((s) => {
      const has = Object.keys(s.edits).length > 0;
      if (has) {
        pending.current = false;
        setOffer(null);
      }
      // Typing keeps the draft; a save or a discard (edits gone) drops it.
      if (has || (had && !pending.current)) writeDraft(key, s.edits);
      had = has;
    });
  }, [key, store]);

  const differing = useMemo(
    () => (offer ? differingFields(offer, store.getState().saved) : []),
    [offer, store],
  );
  if (!offer || !key || differing.length === 0) return null;
  const time = new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short', dateStyle: 'short' }).format(
    offer.at,
  );
  const label = (f: string) => (fields[f] ? fieldName(t, fields[f], i18n.language) : f);
  return (
    <Notice color="accent" icon="history">
      <div role="region" aria-label={t('workflow.draft_region')}>
        <strong>{t('workflow.draft_offer', { time })}</strong>
        <ul className="local-draft-fields">
          {differing.map((f) => (
            <li key={f}>{label(f)}</li>
          ))}
        </ul>
        <div className="local-draft-actions">
          <Button
            onClick={() => {
              pending.current = false;
              const s = store.getState();
              for (const f of differing) s.stage(f, offer.edits[f]);
              setOffer(null);
            }}
          >
            {t('workflow.draft_restore')}
          </Button>
          <Button
            variant="secondary"
            onClick={() => {
              pending.current = false;
              dropDraft(key);
              setOffer(null);
            }}
          >
            {t('workflow.draft_discard')}
          </Button>
        </div>
      </div>
    </Notice>
  );
}

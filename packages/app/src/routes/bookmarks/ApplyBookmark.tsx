import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { applyBookmark } from '../../api/presets';
import { bus } from '../../lib/events';
import { FullPageLoader } from '../../shell/FullPageLoader';
import { useSession } from '../../stores/session';

/**
 * /{project}/bookmarks/{collection}/{bookmarkID} (product.md §2): copies the bookmark's saved view
 * into the user's own untitled preset, then opens the listing with `?b=<id>`.
 */
export function ApplyBookmark() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { project, collection, bookmarkID } = useParams();
  useEffect(() => {
    const user = useSession.getState().user;
    if (!user || !collection || !bookmarkID) return;
    let cancelled = false;
    const target = `/${project}/collections/${collection}?b=${encodeURIComponent(bookmarkID)}`;
    applyBookmark(Number(bookmarkID), collection, user.id)
      .catch((error: unknown) => bus.emit('error', { error, notify: 'something_went_wrong_body' }))
      .finally(() => !cancelled && navigate(target, { replace: true }));
    return () => {
      cancelled = true;
    };
  }, [project, collection, bookmarkID, navigate]);
  return <FullPageLoader label={t('one_moment')} />;
}

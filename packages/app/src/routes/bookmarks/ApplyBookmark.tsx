import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { isApiError } from '../../api/client';
import { useProjectKey } from '../../api/project-key';
import { useApplyBookmark } from '../../api/presets/mutations';
import { bus } from '../../lib/events';
import { FullPageLoader } from '../../shell/FullPageLoader';
import { NotFound } from '../not-found/NotFound';
import { useSession } from '../../stores/session';

/**
 * /{project}/bookmarks/{collection}/{bookmarkID} (product.md §2): copies the bookmark's saved view
 * into the user's own untitled preset, then opens the listing with `?b=<id>` (which the listing
 * route removes). An unknown bookmark shows not-found.
 */
export function ApplyBookmark() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const project = useProjectKey();
  const { collection, bookmarkID } = useParams();
  const user = useSession((s) => s.user);
  const apply = useApplyBookmark(project, user ? { id: user.id, role: user.role?.id ?? null } : null);
  const [missing, setMissing] = useState(false);
  const started = useRef<string | null>(null);
  const { mutate } = apply;

  useEffect(() => {
    const id = Number(bookmarkID);
    const run = `${project}/${bookmarkID}`;
    if (!user || !collection || started.current === run) return;
    started.current = run;
    if (!Number.isInteger(id) || id <= 0) {
      setMissing(true);
      return;
    }
    mutate(id, {
      onSuccess: (bookmark) =>
        navigate(`/${project}/collections/${bookmark.collection}?b=${encodeURIComponent(String(id))}`, {
          replace: true,
        }),
      onError: (error) => {
        if (isApiError(error) && (error.status === 404 || error.status === 403)) {
          setMissing(true);
          return;
        }
        bus.emit('error', { error, notify: 'something_went_wrong_body' });
        navigate(`/${project}/collections/${collection}`, { replace: true });
      },
    });
  }, [project, collection, bookmarkID, user, mutate, navigate]);

  if (missing) return <NotFound />;
  return <FullPageLoader label={t('one_moment')} />;
}

// A module page (#/{project}/ext/collections-glance): the project's collections and how many
// items each holds, read from the API with the signed-in user's session (an example module,
// docs/extensions.md). It gets { project } as props.
export default function setup({ React, t, extension, assetUrl }) {
  const h = React.createElement;
  // assetUrl('') is <api root>extensions/custom/modules/<id>/: the API root is what precedes it.
  const apiRoot = assetUrl('').replace(/extensions\/custom\/modules\/[^/]+\/$/, '');
  const get = (project, path) =>
    fetch(`${apiRoot}${encodeURIComponent(project)}/${path}`, { credentials: 'include' }).then((res) => {
      if (!res.ok) throw new Error(`${res.status}`);
      return res.json();
    });
  const text = (key) => t(`modules.${extension.id}.${key}`);

  return function CollectionsGlance({ project }) {
    const [rows, setRows] = React.useState(null);
    const [failed, setFailed] = React.useState(false);
    React.useEffect(() => {
      let live = true;
      get(project, 'collections')
        .then(({ data }) => {
          const own = data.filter((c) => !c.collection.startsWith('directus_') && !c.hidden);
          return Promise.all(
            own.map((c) =>
              get(project, `items/${encodeURIComponent(c.collection)}?limit=0&meta=total_count`).then(
                ({ meta }) => ({ name: c.collection, count: meta.total_count }),
                () => ({ name: c.collection, count: null }),
              ),
            ),
          );
        })
        .then((list) => live && setRows(list))
        .catch(() => live && setFailed(true));
      return () => {
        live = false;
      };
    }, [project]);
    return h(
      'div',
      { className: 'page-body collections-glance' },
      h('h1', { className: 'page-title' }, text('name')),
      failed
        ? h('p', { role: 'alert' }, text('failed'))
        : rows === null
          ? h('p', { role: 'status' }, text('loading'))
          : h(
              'table',
              { className: 'table' },
              h(
                'tbody',
                null,
                rows.map((row) =>
                  h(
                    'tr',
                    { key: row.name },
                    h('th', { scope: 'row' }, row.name),
                    h('td', null, row.count ?? '—'),
                  ),
                ),
              ),
            ),
    );
  };
}

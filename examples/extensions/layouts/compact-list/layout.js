// A layout listing one line per item: the chosen title field, linked to the item (an example
// layout, docs/extensions.md). It gets the same props as a core layout (LayoutProps).
export default function setup({ React, t, extension }) {
  const h = React.createElement;
  return function CompactList(props) {
    const title = props.viewOptions.title || props.primaryKeyField;
    if (!props.loading && props.items.length === 0) {
      return h('p', { className: 'compact-list-none' }, t(`layouts.${extension.id}.none`));
    }
    return h(
      'ul',
      { className: 'compact-list', 'aria-label': props.collection },
      props.items.map((item) => {
        const key = String(item[props.primaryKeyField]);
        const text = item[title] == null ? key : String(item[title]);
        return h('li', { key }, h('a', { href: `#${props.link(item)}` }, text));
      }),
    );
  };
}

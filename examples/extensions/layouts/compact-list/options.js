// The layout's options in the info sidebar: which field titles each line.
export default function setup({ React, t, extension }) {
  const h = React.createElement;
  return function CompactListOptions(props) {
    const id = `${extension.id}-title`;
    return h(
      'div',
      { className: 'compact-list-options' },
      h('label', { htmlFor: id }, t(`layouts.${extension.id}.title_field`)),
      h(
        'select',
        {
          id,
          value: props.viewOptions.title || props.primaryKeyField,
          onChange: (event) => props.onOptions({ title: event.target.value }),
        },
        Object.values(props.fields).map((field) =>
          h('option', { key: field.field, value: field.field }, field.name),
        ),
      ),
    );
  };
}

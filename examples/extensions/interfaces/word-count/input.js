// A multi-line text input that counts its words (an example interface, docs/extensions.md).
// The app imports this file as an ES module and calls its default export with `host`:
// { React, t, extension, assetUrl }. Elements must be built with host.React.
const words = (text) => (typeof text === 'string' ? text.trim().split(/\s+/).filter(Boolean).length : 0);

export default function setup({ React, t, extension }) {
  const h = React.createElement;
  return function WordCountInput(props) {
    const value = typeof props.value === 'string' ? props.value : '';
    return h(
      'div',
      { className: 'word-count-input' },
      h('textarea', {
        id: props.inputId,
        value,
        readOnly: props.readonly,
        required: props.required,
        rows: 4,
        onChange: (event) => props.onInput(event.target.value === '' ? null : event.target.value),
      }),
      h(
        'p',
        { className: 'word-count-total', 'aria-live': 'polite' },
        t(`interfaces.${extension.id}.words`, { count: words(value) }),
      ),
    );
  };
}

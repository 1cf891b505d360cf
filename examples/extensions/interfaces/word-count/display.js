// How a listing cell shows the value: its number of words.
export default function setup({ React, t, extension }) {
  return function WordCountDisplay({ value }) {
    const count = typeof value === 'string' ? value.trim().split(/\s+/).filter(Boolean).length : 0;
    return React.createElement('span', null, t(`interfaces.${extension.id}.words`, { count }));
  };
}

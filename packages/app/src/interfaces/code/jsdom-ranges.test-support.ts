/**
 * jsdom has no layout: CodeMirror measures text ranges, so tests that mount the editor give
 * ranges empty rectangles.
 */
const empty = { x: 0, y: 0, top: 0, left: 0, bottom: 0, right: 0, width: 0, height: 0, toJSON: () => ({}) };
if (typeof Range !== 'undefined' && !('getClientRects' in Range.prototype)) {
  Object.assign(Range.prototype, {
    getClientRects: () => Object.assign([], { item: () => null }),
    getBoundingClientRect: () => empty,
  });
}

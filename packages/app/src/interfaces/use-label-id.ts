import { useLayoutEffect, useState } from 'react';

/**
 * The id of the field label that points at `inputId` (`<label for=…>`, rendered by the form
 * engine), giving it one when it has none. Composite widgets (date segments, swatch grids) are not
 * labelable elements, so they name themselves with `aria-labelledby` this id.
 */
export function useLabelId(inputId: string): string | undefined {
  const [id, setId] = useState<string>();
  useLayoutEffect(() => {
    const label = [...document.querySelectorAll('label')].find((l) => l.htmlFor === inputId);
    if (!label) return;
    if (!label.id) label.id = `${inputId}-label`;
    setId(label.id);
  }, [inputId]);
  return id;
}

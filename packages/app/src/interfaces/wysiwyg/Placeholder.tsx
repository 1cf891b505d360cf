import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { toolbarButtons } from './toolbar';

interface PlaceholderProps {
  value: string | null | undefined;
  toolbar: unknown;
  readonly?: boolean;
}

/**
 * What the rich text field shows while TipTap loads: the editor's frame with as many toolbar slots
 * as it will have buttons, and the stored HTML (sanitised) in the editor's content style. It takes
 * the editor's height, so the fields below do not move when the editor arrives.
 */
export function WysiwygPlaceholder({ value, toolbar, readonly }: PlaceholderProps) {
  const buttons = toolbarButtons(toolbar);
  const html = useMemo(() => (value ? DOMPurify.sanitize(String(value)) : ''), [value]);
  return (
    <div className={`wysiwyg-input wysiwyg-placeholder${readonly ? ' readonly' : ''}`} aria-busy="true">
      {buttons.length > 0 ? (
        <div className="wysiwyg-toolbar" aria-hidden="true">
          {buttons.map((item) => (
            <span key={item} className="wysiwyg-button" />
          ))}
        </div>
      ) : null}
      <div className="wysiwyg-editor">
        <div className="wysiwyg-content" dangerouslySetInnerHTML={{ __html: html }} />
      </div>
    </div>
  );
}

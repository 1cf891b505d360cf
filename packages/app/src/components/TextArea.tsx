import { FieldError, Label, Text, TextArea as AriaTextArea, TextField } from 'react-aria-components';
import './inputs.css';

interface TextAreaProps {
  label: string;
  value: string;
  onChange(value: string): void;
  placeholder?: string;
  note?: string;
  rows?: number;
  isReadOnly?: boolean;
  isDisabled?: boolean;
  isRequired?: boolean;
  /** Message shown under the box; marks it invalid. */
  error?: string | null;
}

/** A labelled multi-line text box. */
export function TextArea({ label, value, onChange, placeholder, note, rows, error, ...rest }: TextAreaProps) {
  return (
    <TextField className="field" value={value} onChange={onChange} isInvalid={!!error} {...rest}>
      <Label className="field-label">{label}</Label>
      <AriaTextArea className="text-area" placeholder={placeholder} rows={rows} />
      {note && (
        <Text slot="description" className="field-note">
          {note}
        </Text>
      )}
      <FieldError className="field-error">{error}</FieldError>
    </TextField>
  );
}

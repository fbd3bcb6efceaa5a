/**
 * A labelled text field over react-aria's TextField: the error is shown under the input and linked to it
 * (aria-describedby, aria-invalid) by react-aria itself. The value and the error come from outside (a form
 * machine), so validation is 'aria': the browser's own bubbles never appear.
 */
import { FieldError, Input, Label, Text, TextArea, TextField as AriaTextField } from 'react-aria-components';

export interface TextFieldProps {
  /** The input's id, for links to the field (an error summary). */
  id?: string;
  label: string;
  name: string;
  value: string;
  error: string | null;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  description?: string;
  autoFocus?: boolean;
  isDisabled?: boolean;
  /** Several lines (a textarea), e.g. an FAQ answer. */
  multiline?: boolean;
}

export function TextField({ id, label, name, value, error, onChange, type = 'text', autoComplete, description, autoFocus, isDisabled, multiline }: TextFieldProps) {
  return (
    <AriaTextField
      id={id}
      className="text-field"
      name={name}
      type={type}
      value={value}
      onChange={onChange}
      autoComplete={autoComplete}
      isInvalid={error !== null}
      validationBehavior="aria"
      autoFocus={autoFocus}
      isDisabled={isDisabled}
    >
      <Label className="text-field-label">{label}</Label>
      {multiline ? <TextArea className="text-field-input text-field-input--multiline" rows={4} /> : <Input className="text-field-input" />}
      {description && (
        <Text slot="description" className="text-field-description">
          {description}
        </Text>
      )}
      <FieldError className="text-field-error">{error}</FieldError>
    </AriaTextField>
  );
}

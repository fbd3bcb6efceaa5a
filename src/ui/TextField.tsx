/**
 * A labelled text field over react-aria's TextField: the error is shown under the input and linked to it
 * (aria-describedby, aria-invalid) by react-aria itself. The value and the error come from outside (a form
 * machine), so validation is 'aria': the browser's own bubbles never appear.
 */
import { FieldError, Input, Label, Text, TextField as AriaTextField } from 'react-aria-components';

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
}

export function TextField({ id, label, name, value, error, onChange, type = 'text', autoComplete, description, autoFocus, isDisabled }: TextFieldProps) {
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
      <Input className="text-field-input" />
      {description && (
        <Text slot="description" className="text-field-description">
          {description}
        </Text>
      )}
      <FieldError className="text-field-error">{error}</FieldError>
    </AriaTextField>
  );
}

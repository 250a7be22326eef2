import { Field, Input, type InputProps } from '@fluentui/react-components';

export interface TextFieldProps extends Omit<InputProps, 'onChange' | 'value' | 'required'> {
  readonly label: string;
  readonly hint?: string;
  readonly required?: boolean;
  readonly value: string;
  /** The text after each change. */
  readonly onValue: (value: string) => void;
}

/** A labelled one-line text input: Fluent's Field (label, hint, required mark) around an Input. */
export function TextField({ label, hint, required, value, onValue, ...input }: TextFieldProps) {
  return (
    <Field label={label} hint={hint} required={required}>
      <Input {...input} value={value} onChange={(_event, data) => onValue(data.value)} />
    </Field>
  );
}

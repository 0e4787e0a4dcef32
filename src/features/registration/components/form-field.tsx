import type { InputHTMLAttributes, ReactNode, RefObject } from 'react';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'children'>;

export interface FormFieldProps extends InputProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  inputRef: RefObject<HTMLInputElement | null>;
  /** The rule's message, shown under the field and read with it (aria-describedby). */
  error?: string;
  /** A control beside the input (the captcha image, the get-code button). */
  children?: ReactNode;
}

export function FormField({
  id,
  label,
  value,
  onChange,
  inputRef,
  error,
  children,
  ...input
}: FormFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="registration-form__row">
        <input
          {...input}
          ref={inputRef}
          id={id}
          className="field__input"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        {children}
      </div>
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

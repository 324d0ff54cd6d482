import { TextField, type TextFieldProps } from './field';

/**
 * A phone number: the dialling keypad and the phone autofill; the example number follows the country
 * (product §13). Its own file, so the pages without a phone box do not load it.
 */
export const PhoneField = (props: TextFieldProps) => <TextField type="tel" inputMode="tel" autoComplete="tel" {...props} />;

import styles from './form.module.css';

/** Props of `FormAlert`. */
export interface FormAlertProps {
  /** The message; nothing renders while it is null. */
  message: string | null;
}

/** A form-level error (a refused login, a failed call), announced as an alert. */
export function FormAlert({ message }: FormAlertProps) {
  if (message === null || message === '') return null;
  return (
    <p role="alert" className={styles.alert}>
      {message}
    </p>
  );
}

import { useEffect, useRef } from 'react';

export interface AutoSubmitFormProps {
  action: string;
  method?: 'POST' | 'GET';
  fields: ReadonlyArray<readonly [string, string]>;
  /** Milliseconds before submitting (the payment form waits 300 ms). */
  delayMs?: number;
}

/**
 * A hidden form posted once as soon as it renders: how the app hands the browser to the sign-in
 * provider and the payment gateway, which expect form posts rather than API calls.
 */
export function AutoSubmitForm({ action, method = 'POST', fields, delayMs = 0 }: AutoSubmitFormProps) {
  const ref = useRef<HTMLFormElement>(null);
  const submitted = useRef(false);
  useEffect(() => {
    const timer = setTimeout(() => {
      if (submitted.current || !ref.current) return;
      submitted.current = true; // StrictMode runs effects twice in development
      ref.current.submit();
    }, delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  return (
    <form ref={ref} action={action} method={method} hidden aria-hidden="true">
      {fields.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </form>
  );
}

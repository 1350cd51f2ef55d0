/** A date "yyyy-mm-dd" as the staff pages head it: "Tuesday, 24 November 2026". */
export const longDate = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );

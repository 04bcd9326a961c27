// spec admin §9: dates are dd-mm-yyyy for the service and yyyy-mm-dd in date inputs.

/** yyyy-mm-dd (a date input) -> dd-mm-yyyy (the service); '' stays ''. */
export function toServiceDate(isoDay: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay.trim());
  return match ? `${match[3]}-${match[2]}-${match[1]}` : '';
}

/** dd-mm-yyyy (the service) -> yyyy-mm-dd (a date input); null or anything else gives ''. */
export function toInputDate(serviceDay: string | null | undefined): string {
  const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(serviceDay?.trim() ?? '');
  return match ? `${match[3]}-${match[2]}-${match[1]}` : '';
}

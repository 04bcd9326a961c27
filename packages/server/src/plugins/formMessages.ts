// The French message of a form field that failed the contract's multipart schema: the messages the specs give
// the forms (spec public §5, admin §5), which the error catalogues of packages/api show as they are.
import type { ErrorObject } from 'ajv';

const REQUIRED = 'Ce champ est obligatoire.';
const INVALID = 'Champ invalide.';

/** A form's own message for a field sent blank or not at all, by operation (admin §5). */
const REQUIRED_MESSAGES: Record<string, Record<string, string>> = {
  createEvent: { title: 'Le titre est requis' },
  updateEvent: { title: 'Le titre est requis' },
  createCountryAmcham: { name: 'Le nom est requis (min. 3 caractères)', address: "L'adresse est requise", telephone: 'Le téléphone est requis' },
  updateCountryAmcham: { name: 'Le nom est requis (min. 3 caractères)', address: "L'adresse est requise", telephone: 'Le téléphone est requis' },
};

/** The message of a field whose value does not have the contract's format (pattern or format). */
const FORMAT_MESSAGES: Record<string, string> = {
  email: 'Veuillez saisir une adresse email valide.',
  telephone: 'Format de téléphone invalide.',
  webLink: 'Veuillez saisir une URL valide.',
  link: 'Veuillez saisir une URL valide.',
  videoLink: 'Veuillez saisir une URL valide.',
  startTime: 'Format horaire invalide (HH:MM).',
  endTime: 'Format horaire invalide (HH:MM).',
  startDate: 'Date invalide (jj-mm-aaaa).',
  endDate: 'Date invalide (jj-mm-aaaa).',
};

/** Format messages the chamber form shows without the field's name (admin §5). */
const WHOLE_FORMAT_MESSAGES: Record<string, string> = {
  website: 'URL valide requise (http:// ou https://)',
};

/** `field : message`, as every form error names its field. */
const fieldMessage = (field: string, message: string) => `${field} : ${message}`;

/** A refused form field: its contract name, its message alone, and the message naming it. */
export interface FormFieldError {
  field: string;
  fieldMessage: string;
  message: string;
}

const refused = (field: string, message: string): FormFieldError => ({ field, fieldMessage: message, message: fieldMessage(field, message) });

/**
 * The first error Ajv found in a form (`values` as validated). A field sent blank counts as not sent: its message is
 * the one for a missing required field.
 */
export function formError(operationId: string, error: ErrorObject, values: Record<string, unknown>): FormFieldError {
  const params = error.params as { missingProperty?: string; limit?: number };
  const field = error.keyword === 'required' ? (params.missingProperty ?? '') : (error.instancePath.split('/')[1] ?? '');
  if (error.keyword === 'required' || values[field] === '') {
    const own = REQUIRED_MESSAGES[operationId]?.[field];
    return own ? { field, fieldMessage: own, message: own } : refused(field, REQUIRED);
  }
  switch (error.keyword) {
    case 'minLength':
      return refused(field, `Minimum ${params.limit} caractères requis.`);
    case 'maxLength':
      return refused(field, `Maximum ${params.limit} caractères autorisés.`);
    case 'maxItems':
      return refused(field, `Maximum ${params.limit} éléments autorisés.`);
    case 'pattern':
    case 'format':
      return formatErrorOf(field);
    default:
      return refused(field, INVALID);
  }
}

/** A field whose value does not have the contract's format. */
export function formatErrorOf(field: string): FormFieldError {
  const whole = WHOLE_FORMAT_MESSAGES[field];
  if (whole) return { field, fieldMessage: whole, message: whole };
  return refused(field, FORMAT_MESSAGES[field] ?? INVALID);
}

/** The message of the first error Ajv found in a form, naming its field (`field : message`). */
export function formErrorMessage(operationId: string, error: ErrorObject, values: Record<string, unknown>): string {
  return formError(operationId, error, values).message;
}

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
export const fieldMessage = (field: string, message: string) => `${field} : ${message}`;

export const formatMessageOf = (field: string) => WHOLE_FORMAT_MESSAGES[field] ?? fieldMessage(field, FORMAT_MESSAGES[field] ?? INVALID);

/**
 * The message for the first error Ajv found in a form (`values` as validated). A field sent blank counts as not
 * sent: its message is the one for a missing required field.
 */
export function formErrorMessage(operationId: string, error: ErrorObject, values: Record<string, unknown>): string {
  const params = error.params as { missingProperty?: string; limit?: number };
  const field = error.keyword === 'required' ? (params.missingProperty ?? '') : (error.instancePath.split('/')[1] ?? '');
  if (error.keyword === 'required' || values[field] === '') return REQUIRED_MESSAGES[operationId]?.[field] ?? fieldMessage(field, REQUIRED);
  switch (error.keyword) {
    case 'minLength':
      return fieldMessage(field, `Minimum ${params.limit} caractères requis.`);
    case 'maxLength':
      return fieldMessage(field, `Maximum ${params.limit} caractères autorisés.`);
    case 'maxItems':
      return fieldMessage(field, `Maximum ${params.limit} éléments autorisés.`);
    case 'pattern':
    case 'format':
      return formatMessageOf(field);
    default:
      return fieldMessage(field, INVALID);
  }
}

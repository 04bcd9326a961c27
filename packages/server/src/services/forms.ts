/**
 * Reading the multipart forms of the contract (CompanyCreateForm, AdForm, EventForm, ...). The glue does not
 * validate multipart bodies (their files are checked by their bytes), so each text field is checked here with the
 * spec's French messages (spec public §5, admin §5), and a bad field answers 400.
 */
import { badRequest } from '../plugins/errors.js';
import type { MultipartForm, UploadedFile } from './files.js';
import { parseServiceDate } from './dates.js';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const TELEPHONE = /^\+?[0-9 ()-]{10,}$/;
const WEB_LINK = /^(https?:\/\/)?([A-Za-z0-9-]+\.)+[A-Za-z]{2,}(:[0-9]{1,5})?([/?#]\S*)?$/;
const HTTP_URL = /^https?:\/\/\S+$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export interface TextRule {
  required?: boolean;
  min?: number;
  max: number;
  /** The message when the field is missing or blank (default 'Ce champ est obligatoire.'). */
  requiredMessage?: string;
}

function invalid(field: string, message: string) {
  return badRequest(`${field} : ${message}`);
}

/** A trimmed text field; undefined when absent (or blank and not required). */
export function textField(form: MultipartForm, field: string, rule: TextRule): string | undefined {
  const raw = form.fields[field];
  const value = raw?.trim();
  if (value === undefined || value.length === 0) {
    if (rule.required) throw rule.requiredMessage ? badRequest(rule.requiredMessage) : invalid(field, 'Ce champ est obligatoire.');
    return raw === undefined ? undefined : '';
  }
  if (rule.min !== undefined && value.length < rule.min) throw invalid(field, `Minimum ${rule.min} caractères requis.`);
  if (value.length > rule.max) throw invalid(field, `Maximum ${rule.max} caractères autorisés.`);
  return value;
}

export function requiredText(form: MultipartForm, field: string, rule: Omit<TextRule, 'required'>): string {
  const value = textField(form, field, { ...rule, required: true });
  if (value === undefined) throw invalid(field, 'Ce champ est obligatoire.');
  return value;
}

function checked(form: MultipartForm, field: string, required: boolean, max: number, test: (value: string) => boolean, message: string) {
  const value = textField(form, field, { required, max });
  if (value === undefined || value === '') return value;
  if (!test(value)) throw invalid(field, message);
  return value;
}

export const emailField = (form: MultipartForm, field: string, required = false) =>
  checked(form, field, required, 254, (v) => EMAIL.test(v), 'Veuillez saisir une adresse email valide.');
export const telephoneField = (form: MultipartForm, field: string, required = false) =>
  checked(form, field, required, 30, (v) => TELEPHONE.test(v), 'Format de téléphone invalide.');
export const webLinkField = (form: MultipartForm, field: string, required = false) =>
  checked(form, field, required, 500, (v) => WEB_LINK.test(v), 'Veuillez saisir une URL valide.');
export const httpUrlField = (form: MultipartForm, field: string, required = false) =>
  checked(form, field, required, 500, (v) => HTTP_URL.test(v), 'Veuillez saisir une URL valide.');
export const timeField = (form: MultipartForm, field: string, required = false) =>
  checked(form, field, required, 5, (v) => TIME.test(v), 'Format horaire invalide (HH:MM).');

/** A positive integer id; undefined when absent or blank. */
export function idField(form: MultipartForm, field: string, required = false): number | undefined {
  const value = textField(form, field, { required, max: 20 });
  if (value === undefined || value === '') return undefined;
  if (!/^\d+$/.test(value) || Number(value) < 1 || !Number.isSafeInteger(Number(value))) throw invalid(field, 'Champ invalide.');
  return Number(value);
}

/** A number in [min, max]; null when sent empty (to clear it), undefined when absent. */
export function numberField(form: MultipartForm, field: string, min: number, max: number): number | null | undefined {
  const value = textField(form, field, { max: 40 });
  if (value === undefined) return undefined;
  if (value === '') return null;
  const number = Number(value);
  if (!Number.isFinite(number) || number < min || number > max) throw invalid(field, 'Champ invalide.');
  return number;
}

export function booleanField(form: MultipartForm, field: string): boolean | undefined {
  const value = form.fields[field]?.trim().toLowerCase();
  if (value === undefined || value === '') return undefined;
  if (value === 'true' || value === 'on' || value === '1') return true;
  if (value === 'false' || value === 'off' || value === '0') return false;
  throw invalid(field, 'Champ invalide.');
}

/** A dd-mm-yyyy date (admin §9) as an ISO date. */
export function dateField(form: MultipartForm, field: string, required = false): string | undefined {
  const value = textField(form, field, { required, max: 10 });
  if (value === undefined || value === '') return undefined;
  const iso = parseServiceDate(value);
  if (iso === null) throw invalid(field, 'Date invalide (jj-mm-aaaa).');
  return iso;
}

/** Every value of a repeated text field (`name` or `name[]`). */
export function listField(form: MultipartForm, field: string): string[] {
  return [...(form.lists[field] ?? []), ...(form.lists[`${field}[]`] ?? [])].map((value) => value.trim()).filter((value) => value.length > 0);
}

export function filesOf(form: MultipartForm, field: string): UploadedFile[] {
  return form.files.filter((file) => file.fieldname === field || file.fieldname === `${field}[]`);
}

export function fileOf(form: MultipartForm, field: string): UploadedFile | undefined {
  return filesOf(form, field)[0];
}

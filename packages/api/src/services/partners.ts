import { serviceOf } from './serviceOf';
import type { DirectoryCore } from '../core';
import { partnerErrors } from '../errors/partner';
import type { components } from '../generated/schema';
import { settle } from '../middleware/errors';
import { multipart } from './multipart';

/** A partner save (multipart: name, link, optional logo file). */
export interface PartnerForm {
  readonly name: string;
  readonly link: string;
  readonly logoFile?: Blob | null;
}

function partnerFields(form: PartnerForm) {
  return { name: form.name.trim(), link: form.link.trim(), logoFile: form.logoFile };
}

export function createPartnersService(core: DirectoryCore) {
  const { http, language } = core;
  return {
    list: () => settle(partnerErrors, language, () => http.GET('/api/partners')),
    get: (id: number) => settle(partnerErrors, language, () => http.GET('/api/partners/{id}', { params: { path: { id } } })),
    create: (form: PartnerForm) =>
      settle(partnerErrors, language, () => http.POST('/api/partners', multipart<components['schemas']['PartnerForm']>(partnerFields(form)))),
    update: (id: number, form: PartnerForm) =>
      settle(partnerErrors, language, () =>
        http.PUT('/api/partners/{id}', { params: { path: { id } }, ...multipart<components['schemas']['PartnerForm']>(partnerFields(form)) }),
      ),
    remove: (id: number) => settle(partnerErrors, language, () => http.DELETE('/api/partners/{id}', { params: { path: { id } } })),
  };
}

export type PartnersService = ReturnType<typeof createPartnersService>;

/** The partners service of a client core (tree-shakable: see serviceOf). */
export const partnersOf = /* @__PURE__ */ serviceOf(createPartnersService);

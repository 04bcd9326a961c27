import type { DirectoryCore } from '../core';
import { companyErrors } from '../errors/company';
import type { components } from '../generated/schema';
import { settle } from '../middleware/errors';
import { multipart } from './multipart';
import { serviceOf } from './serviceOf';

/** The public "Devenir membre" form as the contract names its fields. */
export type MembershipApplicationForm = components['schemas']['MembershipApplicationForm'];

/**
 * Membership applications: the public form's call, and the back-office's pending list, approval and refusal. A
 * service of its own, so that the other public pages' JavaScript does not carry it.
 */
export function createApplicationsService(core: DirectoryCore) {
  const { http, language } = core;
  return {
    /** Sends an application (202 with the same message for every application). */
    submit: (form: MembershipApplicationForm) =>
      settle(companyErrors, language, () => http.POST('/api/applications', multipart<MembershipApplicationForm>({ ...form }))),

    /** The chamber's applications awaiting an answer, oldest first, with their counts (the header's badge). */
    pending: (chamberId: number) =>
      settle(companyErrors, language, () => http.GET('/api/country-amchams/{id}/applications', { params: { path: { id: chamberId } } })),

    /** Makes the company public and mails its representative the invitation. */
    approve: (companyId: number) =>
      settle(companyErrors, language, () => http.POST('/api/companies/{id}/application/approve', { params: { path: { id: companyId } } })),

    /** Refuses the application; the reason is mailed to the representative. */
    refuse: (companyId: number, reason: string) =>
      settle(companyErrors, language, () =>
        http.POST('/api/companies/{id}/application/refuse', { params: { path: { id: companyId } }, body: { reason: reason.trim() } }),
      ),
  };
}

export type ApplicationsService = ReturnType<typeof createApplicationsService>;

/** The applications service of a client core (tree-shakable: see serviceOf). */
export const applicationsOf = /* @__PURE__ */ serviceOf(createApplicationsService);

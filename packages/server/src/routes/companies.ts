// Tag "companies": the directory (search, details, lists), opening hours, and the profile and media writes of members
// and administrators (spec public §7, DESIGN.md's additions). A chamber's management of its members (summary, CSV
// export and import, invitation, status, removal) is routes/chamberMembers.ts.
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import type { CompanyStatus } from '../db/schema.js';
import { administers, requireAdmin, requireCompanyOwner, seesCompany } from '../plugins/auth.js';
import { badRequest, conflict, forbidden, notFound, unauthorized } from '../plugins/errors.js';
import { unlessEmpty, uploadOf, uploadsOf } from '../plugins/forms.js';
import type { CompanyChanges, CompanyKeys, CompanyValues } from '../repositories/companies.js';
import type { AuthUser } from '../services/auth.js';
import type { StagedFiles } from '../services/files.js';
import { pageRequest } from '../domain/paging.js';
import { validateSchedules } from '../domain/schedules.js';
import { criteriaFrom } from '../services/searchPlanning.js';
import { isBot } from '../services/tracking.js';
import { COMPANY_NAME_TAKEN } from '../domain/uniqueness.js';
import type { RouteHandlers } from './index.js';
import { bodyOf, formOf, paramsOf, queryOf, type Schemas } from './types.js';

// spec public §8 company service: 409
/** A gallery holds at most this many photos, kept and added. */
const MAX_PICTURES = 50;

/** Non-ACTIVE companies are visible to their member, their chamber's administrator and the network administrator only (else 404). */
const visible = (request: FastifyRequest, company: { id: number; status: CompanyStatus; countryAmchamId: number }) => seesCompany(request.user, company);

/** The companies whose names a writer may see, so that a name clash tells it nothing about the others (409 otherwise). */
function namesSeenBy(user: AuthUser): 'public' | 'all' | { countryAmchamId: number } {
  if (user.profil === 'ADMIN_RESEAU') return 'all';
  if (user.profil === 'ADMIN_AMCHAM' && user.countryAmchamId !== null) return { countryAmchamId: user.countryAmchamId };
  return 'public';
}

/** An optional text column: a field sent empty clears it; undefined when not sent. */
const orNull = (value: string | undefined) => (value === undefined ? undefined : value || null);
/** A coordinate sent as a number, or empty to clear it (the contract's anyOf leaves the value as sent). */
const coordinate = (value: number | '' | undefined) => (value === undefined ? undefined : value === '' ? null : Number(value));
const withoutUndefined = <T extends object>(values: T) => Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;

export function companyRoutes(ctx: AppContext): RouteHandlers {
  const { repositories, files, search } = ctx;
  const { companies, chambers, countries, sectors } = repositories;

  /** The name is not another company's among those the writer may see (the ACTIVE ones at least). */
  async function assertNameFree(name: string, writer: AuthUser, exceptId?: number) {
    if (await companies.nameTaken(name, namesSeenBy(writer), exceptId)) throw conflict(COMPANY_NAME_TAKEN);
  }

  /** The logo and gallery photos of the form, stored before the write. */
  async function storeImages(request: FastifyRequest, staged: StagedFiles) {
    const logoUpload = uploadOf(request, 'logoFile');
    const logo = logoUpload ? await staged.saveImage(logoUpload.data, 'companyLogo') : undefined;
    const pictures: string[] = [];
    for (const upload of uploadsOf(request, 'pictures')) pictures.push(await staged.saveImage(upload.data, 'companyPicture'));
    return { logo, pictures };
  }

  return {
    async searchCompanies(request) {
      const query = queryOf(request, 'searchCompanies');
      const criteria = criteriaFrom(query);
      const page = pageRequest(query);
      const body: Schemas['CompanySearchPage'] = await search.search(criteria, page);
      // contract: each call for page 0 counts as one search; 'See more' pages and bots do not
      if (page.page === 0 && !isBot(request.headers['user-agent'])) {
        search.record(criteria, { address: request.ip, userAgent: request.headers['user-agent'] }, body.content, query.source ?? 'portal');
      }
      return body;
    },

    async listCompaniesByCountryAmcham(request) {
      const { id } = paramsOf(request, 'listCompaniesByCountryAmcham');
      const query = queryOf(request, 'listCompaniesByCountryAmcham');
      if ((await chambers.countryOf(id)) === undefined) throw notFound('Chambre de commerce non trouvée');
      const user = request.user;
      const isAdmin = administers(user, id);
      // another status than ACTIVE, and the applications, are the chamber's back-office's
      if (((query.status && query.status !== 'ACTIVE') || query.application) && !isAdmin) throw user ? forbidden() : unauthorized();
      // every status for the chamber's administrators; the public sees ACTIVE members only
      const status = query.status ?? (isAdmin ? undefined : 'ACTIVE');
      const body: Schemas['CompanyPage'] = await companies.page(
        { countryAmchamId: id, status, sectorId: query.sectorId ?? query.sector, name: query.name, pendingApplication: query.application === 'pending' },
        pageRequest(query),
      );
      return body;
    },

    async listAllCompanies() {
      const body: Schemas['Company'][] = await companies.listActive();
      return body;
    },

    async listCompaniesBySector(request) {
      const { id } = paramsOf(request, 'listCompaniesBySector');
      if (!(await sectors.find(id))) throw notFound('Secteur non trouvé');
      const body: Schemas['CompanyPage'] = await companies.page({ status: 'ACTIVE', sectorId: id }, pageRequest(queryOf(request, 'listCompaniesBySector')));
      return body;
    },

    async listCompaniesByCountry(request) {
      const { id } = paramsOf(request, 'listCompaniesByCountry');
      if (!(await countries.find(id))) throw notFound('Pays non trouvé');
      const body: Schemas['CompanyPage'] = await companies.page({ status: 'ACTIVE', countryId: id }, pageRequest(queryOf(request, 'listCompaniesByCountry')));
      return body;
    },

    async getCompany(request) {
      // ACTIVE companies' pages come from the search service's cache (dropped on every write to the directory)
      const company = await search.company(paramsOf(request, 'getCompany').id);
      if (!company || !visible(request, company)) throw notFound();
      const body: Schemas['Company'] = company;
      return body;
    },

    async getSimilarCompanies(request) {
      // the company from the search service's cache, as its page (read at the same time) takes it
      const company = await search.company(paramsOf(request, 'getSimilarCompanies').id);
      if (company?.status !== 'ACTIVE') throw notFound();
      const body: Schemas['Company'][] = await ctx.similar.of(company);
      return body;
    },

    async getCompanySchedules(request) {
      const { id } = paramsOf(request, 'getCompanySchedules');
      const company = await search.company(id);
      if (!company || !visible(request, company)) throw notFound();
      const body: Schemas['Schedule'][] = await companies.schedules(id);
      return body;
    },

    async updateCompanySchedules(request) {
      const { id } = paramsOf(request, 'updateCompanySchedules');
      await requireCompanyOwner(request, id);
      const result = validateSchedules(bodyOf(request, 'updateCompanySchedules').schedules);
      if (!result.ok) throw badRequest(result.message);
      await ctx.transaction((tx) => tx.companies.replaceSchedules(id, result.schedules));
      // the page's updatedAt moved
      search.forgetCompany(id);
      const body: Schemas['Schedule'][] = await companies.schedules(id);
      return body;
    },

    async createCompany(request, reply) {
      const admin = requireAdmin(request);
      const form = formOf(request, 'createCompany');
      // the chamber administrator's own chamber (admin §3's hidden default 1 is the form's, not a rule); the network
      // administrator names one
      const countryAmchamId = unlessEmpty(form.countryAmchamId) ?? (admin.profil === 'ADMIN_AMCHAM' ? admin.countryAmchamId : undefined);
      if (countryAmchamId === undefined) throw badRequest('countryAmchamId : Ce champ est obligatoire.');
      if (!administers(admin, countryAmchamId)) throw forbidden();
      if (!(await sectors.find(form.sectorId))) throw badRequest('sectorId : Champ invalide.');
      const chamberCountry = await chambers.countryOf(countryAmchamId);
      if (chamberCountry === undefined) throw badRequest('countryAmchamId : Champ invalide.');
      const countryId = unlessEmpty(form.country) ?? chamberCountry;
      if (!(await countries.find(countryId))) throw badRequest('country : Champ invalide.');
      await assertNameFree(form.name, admin);
      const id = await files.change(async (staged) => {
        const images = await storeImages(request, staged);
        const values: CompanyValues = {
          name: form.name,
          description: form.description,
          address: form.address,
          city: form.city || null,
          telephone: form.telephone,
          email: form.email,
          webLink: form.webLink || null,
          sectorId: form.sectorId,
          countryId,
          countryAmchamId,
          videoLink: form.videoLink || null,
          lat: coordinate(form.lat) ?? null,
          lon: coordinate(form.lon) ?? null,
          logo: images.logo ?? null,
          pictures: images.pictures,
        };
        return ctx.transaction((tx) => tx.companies.create(values));
      });
      const body: Schemas['Company'] | null = await companies.findView(id);
      return reply.code(201).send(body);
    },

    async updateCompany(request) {
      const { id } = paramsOf(request, 'updateCompany');
      const user = await requireCompanyOwner(request, id);
      const current = (await companies.findKeys(id)) as CompanyKeys;
      const form = formOf(request, 'updateCompany');
      // moving a company to another chamber is the network administrator's (a chamber administrator has one chamber)
      const movedTo = unlessEmpty(form.countryAmchamId);
      const countryAmchamId = movedTo === current.countryAmchamId ? undefined : movedTo;
      if (countryAmchamId !== undefined && user.profil !== 'ADMIN_RESEAU') throw forbidden();
      if (countryAmchamId !== undefined && (await chambers.countryOf(countryAmchamId)) === undefined) throw badRequest('countryAmchamId : Champ invalide.');
      // the status is the administrators' (the members screen's toggle), never the member's own
      if (form.status !== undefined && user.profil === 'MEMBER') throw forbidden();
      const sectorId = unlessEmpty(form.sectorId);
      if (sectorId !== undefined && !(await sectors.find(sectorId))) throw badRequest('sectorId : Champ invalide.');
      const countryId = unlessEmpty(form.country);
      if (countryId !== undefined && !(await countries.find(countryId))) throw badRequest('country : Champ invalide.');
      if (form.name !== undefined) await assertNameFree(form.name, user, id);
      // made public, it must not share its name with another public company (which every writer may see)
      if (form.status === 'ACTIVE' && current.status !== 'ACTIVE' && form.name === undefined) {
        const name = (await companies.findView(id))?.name ?? '';
        if (await companies.nameTaken(name, 'public', id)) throw conflict(COMPANY_NAME_TAKEN);
      }
      const removed = form.removedPictures ?? [];
      for (const picture of removed) {
        if (!current.pictures.includes(picture)) throw badRequest(`removedPictures : ${picture} n'est pas dans la galerie.`);
      }
      const kept = current.pictures.filter((picture) => !removed.includes(picture));
      if (kept.length + uploadsOf(request, 'pictures').length > MAX_PICTURES) throw badRequest(`pictures : Maximum ${MAX_PICTURES} photos par galerie.`);

      await files.change(async (staged) => {
        const images = await storeImages(request, staged);
        // only the fields sent change
        const changes = withoutUndefined<CompanyChanges>({
          name: form.name,
          description: form.description,
          address: form.address,
          telephone: form.telephone,
          email: form.email,
          city: orNull(form.city),
          webLink: orNull(form.webLink),
          videoLink: orNull(form.videoLink),
          lat: coordinate(form.lat),
          lon: coordinate(form.lon),
          sectorId,
          countryId,
          countryAmchamId,
          status: form.status,
          logo: images.logo,
          pictures: removed.length > 0 || images.pictures.length > 0 ? [...kept, ...images.pictures] : undefined,
        });
        if (Object.keys(changes).length > 0) await ctx.transaction((tx) => tx.companies.update(id, changes));
        // replaced or removed files go once the row no longer names them
        staged.replace('companies', ...(images.logo ? [current.logo] : []), ...removed);
      });
      const body: Schemas['Company'] | null = await companies.findView(id);
      return body;
    },
  };
}

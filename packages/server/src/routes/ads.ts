// Tag "ads": advertising banners (home hero slides; back-office Banners screen).
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { chamberScope, isNetworkAdmin, newContentScope, requireAdmin, requireContentAdmin, type Administrator } from '../plugins/auth.js';
import { badRequest, conflict, notFound } from '../plugins/errors.js';
import { isoDateOf, unlessEmpty, uploadOf } from '../plugins/forms.js';
import type { AdFilter, AdRecord } from '../repositories/ads.js';
import { adStatus } from '../services/ads.js';
import { formatServiceDate } from '../domain/dates.js';
import { pageRequest, toPage } from '../domain/paging.js';
import { BANNER_TITLE_TAKEN } from '../domain/uniqueness.js';
import type { RouteHandlers } from './index.js';
import { formOf, paramsOf, queryOf, type Schemas } from './types.js';

type Ad = Schemas['Ad'];

/** The answer's status is computed on the day of the banner's chamber (AdRecord.today), admin §4. */
function toAd({ today, ...ad }: AdRecord): Ad {
  return {
    ...ad,
    startDate: formatServiceDate(ad.startDate) ?? '',
    endDate: ad.permanent ? null : formatServiceDate(ad.endDate),
    status: adStatus(ad, today),
  };
}

/**
 * The banners an administrator's back-office lists: a chamber administrator its chamber's; the network administrator
 * the chamber it names and the network-wide ones (countryAmchamId null in the answers), or only the network-wide
 * ones when it names none.
 */
function scopeOf(admin: Administrator, requested: number | undefined): AdFilter {
  const countryAmchamId = chamberScope(admin, requested);
  return { countryAmchamId, withNetworkWide: isNetworkAdmin(admin) };
}

export function adRoutes(ctx: AppContext): RouteHandlers {
  const { repositories, files } = ctx;
  const { ads } = repositories;
  async function find(id: number): Promise<AdRecord> {
    const ad = await ads.find(id, new Date());
    if (!ad) throw notFound('Bannière non trouvée');
    return ad;
  }

  async function save(request: FastifyRequest, existing: AdRecord | null, countryAmchamId: number | null): Promise<Ad> {
    const form = formOf(request, 'createAd');
    const startDate = isoDateOf('startDate', form.startDate);
    // admin §5: the end date is required only when permanent is off
    const endDateSent = unlessEmpty(form.endDate);
    if (!form.permanent && endDateSent === undefined) throw badRequest('endDate : Ce champ est obligatoire.');
    const endDate = form.permanent || endDateSent === undefined ? null : isoDateOf('endDate', endDateSent);
    if (endDate !== null && endDate < startDate) throw badRequest('endDate : La date de fin doit suivre la date de début.');
    if (await ads.titleTaken(form.title, existing?.id)) throw conflict(BANNER_TITLE_TAKEN);
    const id = await files.change(async (staged) => {
      const webUpload = uploadOf(request, 'webImg');
      const mobileUpload = uploadOf(request, 'mobileImg');
      const values = {
        title: form.title,
        // absent: kept (a form without the field); blank: cleared
        titleEn: form.titleEn === undefined ? (existing?.titleEn ?? null) : form.titleEn || null,
        description: form.description ?? existing?.description ?? '',
        link: form.link,
        permanent: form.permanent,
        startDate,
        endDate,
        webImg: webUpload ? await staged.saveImage(webUpload.data, 'adImage') : (existing?.webImg ?? null),
        mobileImg: mobileUpload ? await staged.saveImage(mobileUpload.data, 'adImage') : (existing?.mobileImg ?? null),
      };
      if (!existing) return ctx.transaction((tx) => tx.ads.create({ ...values, countryAmchamId }));
      await ctx.transaction((tx) => tx.ads.update(existing.id, values));
      staged.replace('ads', ...(webUpload ? [existing.webImg] : []), ...(mobileUpload ? [existing.mobileImg] : []));
      return existing.id;
    });
    return toAd(await find(id));
  }

  return {
    async listPortalAds(request) {
      const paging = pageRequest(queryOf(request, 'listPortalAds'));
      const now = new Date();
      const { content, total } = await ads.page({ shownAt: now }, paging, now);
      const body: Schemas['AdPage'] = toPage(content.map(toAd), total, paging);
      return body;
    },
    async searchAds(request) {
      const admin = requireAdmin(request);
      const query = queryOf(request, 'searchAds');
      const paging = pageRequest(query);
      const scope = scopeOf(admin, query.countryAmchamId);
      const { content, total } = await ads.page({ ...scope, title: query.title, permanent: query.permanent }, paging, new Date());
      const body: Schemas['AdPage'] = toPage(content.map(toAd), total, paging);
      return body;
    },
    async listAllAds(request) {
      const scope = scopeOf(requireAdmin(request), queryOf(request, 'listAllAds').countryAmchamId);
      return (await ads.list(scope, new Date())).map(toAd);
    },
    async listActiveAds() {
      const now = new Date();
      return (await ads.list({ shownAt: now }, now)).map(toAd);
    },
    async listPermanentAds() {
      return (await ads.list({ permanent: true }, new Date())).map(toAd);
    },
    async getAd(request) {
      return toAd(await find(paramsOf(request, 'getAd').id));
    },
    async createAd(request, reply) {
      const admin = requireAdmin(request);
      const countryAmchamId = await newContentScope(request, admin, formOf(request, 'createAd').countryAmchamId);
      return reply.code(201).send(await save(request, null, countryAmchamId));
    },
    async updateAd(request) {
      const ad = await find(paramsOf(request, 'updateAd').id);
      requireContentAdmin(request, ad);
      return save(request, ad, ad.countryAmchamId);
    },
    async deleteAd(request, reply) {
      const ad = await find(paramsOf(request, 'deleteAd').id);
      requireContentAdmin(request, ad);
      await files.change(async (staged) => {
        await ctx.transaction((tx) => tx.ads.delete(ad.id));
        staged.replace('ads', ad.webImg, ad.mobileImg);
      });
      return reply.code(204).send();
    },
  };
}
